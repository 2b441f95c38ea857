import { redirect } from 'react-router';
import { hasStoredToken, isGuardedPath, setNavigatingToLogin, signInPathFor } from '@matjar/auth';

/**
 * Client half of the route guard, for navigations inside the app: the token lives in localStorage,
 * so the browser knows first when a visitor heads for a customer-only page.
 */
export async function clientGuardMiddleware(
  { request }: { request: Request },
  next: () => Promise<unknown>,
): Promise<void> {
  const url = new URL(request.url);
  if (isGuardedPath(url.pathname) && !hasStoredToken()) {
    setNavigatingToLogin(true);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  setNavigatingToLogin(false);
  await next();
}
