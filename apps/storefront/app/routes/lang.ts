import { data, redirect } from 'react-router';
import { isLocale, localeCookie } from '@matjar/i18n';
import { safeRedirectTarget } from '@matjar/auth';
import type { Route } from './+types/lang';
import type { RouteHandle } from '../lib/route-handle.js';

/** Not a page: search engines neither index it nor find it in the sitemap. */
export const handle: RouteHandle = { indexed: false };

/** Stores the chosen language in its cookie and goes back to the page the customer was on. */
export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form (a malformed multipart, say) is a bad request, not a server error.
  const form = await request.formData().catch(() => null);
  const lang = form?.get('lang');
  if (!isLocale(lang)) {
    // Not a page: nothing in it may run, be framed or be kept.
    throw data(null, {
      status: 400,
      headers: {
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'Cache-Control': 'no-store',
      },
    });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const redirectTo = form?.get('redirectTo');
  return redirect(safeRedirectTarget(typeof redirectTo === 'string' ? redirectTo : null), {
    headers: { 'Set-Cookie': localeCookie(lang, { secure }) },
  });
}
