import { data, redirect } from 'react-router';
import { isLocale, localeCookie } from '@matjar/i18n';
import { safeRedirectTarget } from '@matjar/auth';
import type { Route } from './+types/lang';

/** Stores the chosen language in its cookie and goes back to the page the customer was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  if (!isLocale(lang)) {
    throw data(null, { status: 400 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const redirectTo = form.get('redirectTo');
  return redirect(safeRedirectTarget(typeof redirectTo === 'string' ? redirectTo : null), {
    headers: { 'Set-Cookie': localeCookie(lang, { secure }) },
  });
}
