import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasStoredToken, signInPathFor, useAuthState, useHasToken } from '@matjar/auth';
import { useIsHydrated } from '@matjar/ui';
import { pageFactsOf } from '../lib/route-facts.js';

/**
 * Whether this tab's session may see the current page's own content, as its route's handle says
 * (`access`): always on a page anyone may see; on a customer's page once signed in; on an
 * `activated` page (completing the profile) also with the token of the activation.
 */
export function usePageAccess(): boolean {
  const { access } = pageFactsOf(useLocation().pathname);
  const { isLoggedIn } = useAuthState();
  const hasToken = useHasToken();
  // The token lives in the browser: the server and hydration render without it.
  const isHydrated = useIsHydrated();
  if (access === 'anyone') return true;
  return isLoggedIn || (access === 'activated' && isHydrated && hasToken);
}

/**
 * Sends a visitor on a page its route keeps for customers to sign in, with the way back: the
 * guards' middleware does it before a page opens; this does it when the session ends while the
 * page is open, or when the browser holds no token although the cookie said it did.
 */
export function AccessGuard() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { access } = pageFactsOf(pathname);
  const { isLoggedIn } = useAuthState();
  const mayStay = access === 'anyone' || isLoggedIn || access === 'activated';
  useEffect(() => {
    if (access === 'anyone') return;
    if (!mayStay || !hasStoredToken()) {
      void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
    }
  }, [access, mayStay, navigate, pathname, search]);
  return null;
}

/** `<meta name="robots">` for a page its route keeps out of search engines (`indexed`). */
export function RobotsMeta() {
  const { indexed } = pageFactsOf(useLocation().pathname);
  return indexed ? null : <meta name="robots" content="noindex, follow" />;
}
