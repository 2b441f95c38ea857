import { data, useRevalidator } from 'react-router';
import { InfoScreen, type InfoPageKind, contentQueries } from '@matjar/account';
import { loadCatalogue } from '@matjar/i18n';
import { PageLayout } from '@matjar/ui';
import { sanitizeStoreHtml } from '../../lib/html-sanitizer.server.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { pageMeta, pageUrls, publicOrigin, summaryOf } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import { ServerSanitized } from '../../lib/server-sanitized.js';
import type { Route } from './+types/info';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

/** The information pages the store writes, by path. */
const pages: Record<string, InfoPageKind> = {
  '/aboutUs': 'about',
  '/termsAndConditions': 'terms',
  '/termsAndPolicy': 'privacy',
};

/** The words of the sanitized HTML, for the description. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

function kindOf(pathname: string): InfoPageKind {
  const kind = pages[pathname.replace(/\/$/, '')];
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

/**
 * The page comes from the store through this loader, on the server and on client navigations
 * alike, its HTML sanitized here: the browser never parses the store's raw HTML.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const query = contentQueries.infoPage(api, locale, kind);
  await Promise.all([queryClient.prefetchQuery(query), loadCatalogue(locale)]);
  const fetched = queryClient.getQueryData(query.queryKey);
  const page = fetched
    ? { ...fetched, content: sanitizeStoreHtml(fetched.content, publicOrigin(request)) }
    : null;
  return {
    kind,
    page,
    meta: page
      ? {
          locale,
          title: page.title,
          description: summaryOf(textOf(page.content)),
          urls: pageUrls(request, locale),
        }
      : undefined,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return loaderData?.meta ? pageMeta(loaderData.meta) : [];
}

export default function InfoRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <PageLayout width="text" className="sf-info-page">
      <ServerSanitized>
        <InfoScreen
          kind={loaderData.kind}
          page={loaderData.page}
          onRetry={() => void revalidator.revalidate()}
          isRetrying={revalidator.state === 'loading'}
        />
      </ServerSanitized>
    </PageLayout>
  );
}
