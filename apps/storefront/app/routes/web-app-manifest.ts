import { directionOf, loadCatalogue } from '@matjar/i18n';
import type { Route } from './+types/web-app-manifest';
import { localeOfRequest } from '../lib/request-locale.js';
import { messageIn } from '../lib/seo.js';
import { shellMessages } from '../shell/messages.js';
// A file of its own, with a hashed name: the pages carry the same icon written into them.
import faviconHref from '../shell/favicon.svg?no-inline';
import type { RouteHandle } from '../lib/route-handle.js';

/** Not a page: search engines neither index it nor find it in the sitemap. */
export const handle: RouteHandle = { indexed: false };

/** The brand's colours: the header's green, and the page background while the app opens. */
export const THEME_COLOR = '#0b6b5d';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * `/manifest.webmanifest`: the web app manifest in the customer's language, so the store can be
 * installed to a phone's home screen (where iPhones deliver web push, iOS 16.4 and later).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  await loadCatalogue(locale);
  const manifest = {
    id: '/',
    name: messageIn(locale, shellMessages.brandName),
    short_name: messageIn(locale, shellMessages.brandName),
    description: messageIn(locale, shellMessages.brandTagline),
    lang: locale,
    dir: directionOf(locale),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: faviconHref, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Cookie',
    },
  });
}
