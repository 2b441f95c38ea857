import type { MessageDescriptor } from 'react-intl';
import { messageIn } from '../../lib/seo.js';

/** The pages of the sign-in flow. */
export const AUTH_PATHS = {
  signIn: '/auth',
  signUp: '/auth/sign-up',
  activate: '/auth/activate',
  restorePassword: '/auth/restore-password',
  completeProfile: '/profile/edit',
  terms: '/termsAndConditions',
} as const;

/**
 * A path with its query, carrying `redirect` (the way back after signing in) when there is one;
 * empty values are left out.
 */
export function authPath(
  path: string,
  redirect: string | null,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  if (redirect) query.set('redirect', redirect);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

interface RootMatch {
  id: string;
  data?: unknown;
}

/** The page title in the language the page is rendered in. */
export function pageTitle(matches: readonly (RootMatch | undefined)[], title: MessageDescriptor) {
  const root = matches.find((match) => match?.id === 'root');
  const locale = (root?.data as { locale?: 'ar' | 'en' } | undefined)?.locale ?? 'ar';
  return [{ title: messageIn(locale, title) }];
}
