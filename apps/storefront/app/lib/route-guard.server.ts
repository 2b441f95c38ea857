import { redirect } from 'react-router';
import { isSignedInFromCookieHeader, signInPathFor } from '@matjar/auth';
import { pageFactsOf } from './route-facts.js';

/**
 * Server half of the route guard: a visitor without the signed-in auth cookie who asks for a
 * customer's page (its route's handle says `access: 'customer'`) is redirected to sign in, with
 * the way back. It runs for documents and for the data requests of client navigations alike.
 */
export async function guardMiddleware(
  { request }: { request: Request },
  next: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const { access } = pageFactsOf(pathname);
  if (access === 'customer' && !isSignedInFromCookieHeader(request.headers.get('Cookie'))) {
    // The way to sign in depends on the cookie: no cache may keep it for a signed-in customer.
    throw redirect(signInPathFor(`${pathname}${url.search}`), {
      headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' },
    });
  }
  return next();
}
