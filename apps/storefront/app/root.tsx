import { type ReactNode, useEffect } from 'react';
import { preconnect, preload } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { readSessionCookies } from '@matjar/auth';
import { FavoritesProvider } from '@matjar/catalog';
import {
  type Locale,
  STORE_TIME_ZONE,
  directionOf,
  getLoadedCatalogue,
  I18nProvider,
  isLocale,
  loadCatalogue,
  localeCookie,
} from '@matjar/i18n';
import {
  LinkProvider,
  OfflineNotice,
  ToastProvider,
  TopProgressBar,
  onIdle,
  whenIdle,
  preloadDialog,
  preloadToasts,
  useIsHydrated,
} from '@matjar/ui';
import arabicFontHref from '@matjar/ui/fonts/matjar-sans-arabic-400.woff2?url';
import latinFontHref from '@matjar/ui/fonts/matjar-sans-latin-400.woff2?url';
// The store's icon (the manifest names the same file), as a data URL.
import { DrawWholeOnBack } from './shell/draw-whole-on-back.js';
import faviconDataUrl from './shell/favicon.svg?inline';
// The stylesheets of every page, in cascade order, joined by the build into one file. The sign-in
// and profile pages', the account pages', the cart's, the orders', the wallet's and the maps' are
// imported by the routes that show them: the stylesheet every page waits for stays within a new
// connection's first round trip (decision 028).
import '@matjar/ui/core.css';
import '@matjar/catalog/core.css';
import '@matjar/account/shell.css';
import '@matjar/push/styles.css';
import './shell/shell.css';
import './shell/footer.css';
import './routes/catalog/catalog-pages.css';
import type { Route } from './+types/root';
import { localeOfRequest } from './lib/request-locale.js';
import { messageIn } from './lib/seo.js';
import { clientGuardMiddleware } from './lib/route-guard.client.js';
import { sendHeldActions } from './performance/early-submits.js';
import { pageErrorKind } from './lib/page-error.js';
import { firebaseConfig } from './lib/push-config.server.js';
import { apiUrl, paymentOrigin } from './lib/server-api.server.js';
import { guardMiddleware } from './lib/route-guard.server.js';
import { routeNoteMiddleware } from './lib/request-context.server.js';
import { AppLinkNavigation } from './performance/app-link-navigation.js';
import { AppLink } from './shell/app-link.js';
import { AppProviders } from './shell/app-providers.js';
import { LazyPushAlerts } from './shell/lazy-push-alerts.js';
import { PageMain } from './shell/navigation-skeleton.js';
import { QuickAddProvider } from './shell/quick-add.js';
import { ErrorPage } from './shell/error-page.js';
import { FocusAfterNavigation } from './shell/focus-after-navigation.js';
import { AccessGuard, RobotsMeta } from './shell/page-access.js';
import { Header } from './shell/header.js';
import { ShellTabBar } from './shell/bottom-tab-bar.js';
import { BuildUpdateNotice } from './shell/build-update-notice.js';
import { LaterDeliverTo } from './shell/later.js';
import { shellMessages } from './shell/messages.js';

export const middleware: Route.MiddlewareFunction[] = [routeNoteMiddleware, guardMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientGuardMiddleware];

/** The one text font file a page of each language draws with (@matjar/ui's fonts.css). */
const textFontHrefs: Record<Locale, string> = { ar: arabicFontHref, en: latinFontHref };

// The icon is written into the page (a few hundred bytes), so the browser does not fetch it
// alongside the stylesheet and the font. The web app manifest is linked once the app has started
// (`ManifestLink`). Decision 021.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: faviconDataUrl, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * The web app manifest's link, added once the app has started: a browser that reads a manifest
 * as the page loads asks for it beside the stylesheet, the font and the first picture, which the
 * first paint waits for; installing the store needs it only later.
 */
function ManifestLink() {
  return useIsHydrated() ? <link rel="manifest" href="/manifest.webmanifest" /> : null;
}

/** The origin of `address` when it differs from the page's, else `null`. */
function otherOrigin(address: string, page: URL): string | null {
  try {
    const { origin } = new URL(address, page);
    return origin === page.origin ? null : origin;
  } catch {
    return null;
  }
}

/** The year in Riyadh (the footer's copyright); the formatter is built once, not per request. */
const yearInRiyadh = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: STORE_TIME_ZONE });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('Cookie');
  const locale = localeOfRequest(request);
  await loadCatalogue(locale);
  const year = Number(yearInRiyadh.format(new Date()));
  const payload = {
    locale,
    year,
    session: readSessionCookies(cookieHeader),
    apiUrl: apiUrl(),
    // The store's origin when it is not the storefront's: its pictures and the customer's calls
    // come from there, so the browser connects to it while it reads the page.
    storeOrigin: otherOrigin(apiUrl(), url),
    // The only other site a customer is sent to: the hosted payment page.
    paymentOrigin: paymentOrigin(),
    // The browser key of the Maps JavaScript API (public by nature); none in the demo.
    mapsKey: process.env['MATJAR_GOOGLE_MAPS_KEY'] ?? null,
    // Without a push service configured, the demo API's stream delivers the push messages.
    demoPush: process.env['MATJAR_DEMO_PUSH'] === '1',
    // The push service's public configuration; none in the demo.
    firebase: firebaseConfig(),
  };
  // A shared link may name its language (`?lang=en`); it is then stored.
  if (!url.searchParams.has('lang') || !isLocale(url.searchParams.get('lang'))) return payload;
  return data(payload, {
    headers: { 'Set-Cookie': localeCookie(locale, { secure: url.protocol === 'https:' }) },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get('Set-Cookie');
  return cookie ? { 'Set-Cookie': cookie } : new Headers();
}

type RootData = ReturnType<typeof useRouteLoaderData<typeof loader>>;

/**
 * The root's data last shown in this browser. When the data of a page opened in the app cannot be
 * had at all (its request failed), the error page has no root data of its own: it keeps the
 * language, the session and the store's address of the page before instead of falling back to a
 * visitor in Arabic. Never kept on the server, where it would be another visitor's.
 */
const remembered: { rootData?: RootData } = {};

function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    if (data) remembered.rootData = data;
  }, [data]);
  return data ?? (typeof document === 'undefined' ? undefined : remembered.rootData);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const locale: Locale = data?.locale ?? 'ar';
  preload(textFontHrefs[locale], { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  if (data?.storeOrigin) {
    // Two connections: pictures are fetched with credentials, the API's calls without.
    preconnect(data.storeOrigin);
    preconnect(data.storeOrigin, { crossOrigin: 'anonymous' });
  }
  return (
    // `data-maps`: the client loads pages with a map as documents of their own (their CSP allows Maps).
    <html lang={locale} dir={directionOf(locale)} data-maps={data?.mapsKey ? 'on' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b6b5d" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <Meta />
        <RobotsMeta />
        <Links />
        <ManifestLink />
      </head>
      <body>
        {children}
        <DrawWholeOnBack />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const visitorSession = readSessionCookies(null);

/**
 * The footer, below every page's first screen: drawn by the server with the page, brought alive
 * once the page is idle. Its code (the store's contact and legal lines, the payment marks) and its
 * messages are not part of the scripts the first screen waits for.
 */
const LaterFooter = onIdle(() => import('./shell/footer.js').then((module) => module.Footer), {
  name: 'footer',
});

function Shell({ children }: { children: ReactNode }) {
  const data = useRootData();
  const locale: Locale = data?.locale ?? 'ar';
  const messages =
    getLoadedCatalogue(locale) ?? getLoadedCatalogue(locale === 'ar' ? 'en' : 'ar') ?? {};
  const navigation = useNavigation();
  useEffect(() => {
    // Marks the page as interactive, for monitoring and for tests that must not act before it.
    document.documentElement.dataset['hydrated'] = 'true';
    performance.mark('matjar:hydrated');
    // A form sent or a button pressed before now was held (see `early-submits.ts`); the app does
    // it now: the form as typed, the press as made.
    sendHeldActions();
    // Dialogs and toasts load their code when first shown; once the page is idle it is fetched
    // ahead, so the first one shows at once.
    return whenIdle(() => {
      void preloadDialog();
      void preloadToasts();
      // What the customer's browser measured of this page, for the operators (its code loaded
      // now: the page's own budgets hold; a page whose code cannot come is not measured).
      void import('./lib/field-vitals.js').then(
        (module) => module.startFieldVitals(),
        () => undefined,
      );
    });
  }, []);
  return (
    // The libraries' components draw their links with `Link`: in the whole shell (the header, the
    // page or the error page, the footer, the tab bar), the app's link, which opens pages in the app.
    <LinkProvider component={AppLink}>
      <I18nProvider locale={locale} messages={messages}>
        <AppProviders apiUrl={data?.apiUrl ?? '/'} session={data?.session ?? visitorSession}>
          <ToastProvider>
            <FavoritesProvider>
              <TopProgressBar isActive={navigation.state !== 'idle'} />
              <AppLinkNavigation />
              <AccessGuard />
              <FocusAfterNavigation />
              <Header />
              <LaterDeliverTo />
              <PageMain>
                <QuickAddProvider>{children}</QuickAddProvider>
              </PageMain>
              <OfflineNotice />
              <LaterFooter year={data?.year ?? new Date().getFullYear()} />
              <ShellTabBar />
              <BuildUpdateNotice />
              <LazyPushAlerts
                apiUrl={data?.apiUrl ?? '/'}
                isDemoPushEnabled={data?.demoPush ?? false}
                firebase={data?.firebase ?? null}
              />
            </FavoritesProvider>
          </ToastProvider>
        </AppProviders>
      </I18nProvider>
    </LinkProvider>
  );
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: messageIn(data?.locale ?? 'ar', shellMessages.brandName) }];
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorPage kind={pageErrorKind(error)} />
    </Shell>
  );
}
