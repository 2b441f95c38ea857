import { redirect, redirectDocument } from 'react-router';
import { hasStoredToken, setNavigatingToLogin, signInPathFor } from '@matjar/auth';
import { pageFactsOf } from './route-facts.js';

/**
 * Whether this document's CSP lets the Maps JavaScript API run: the server adds Maps' sources only
 * to pages that show a map, and a document keeps the policy it was loaded with.
 */
const documentAllowsMaps =
  typeof window !== 'undefined' && pageFactsOf(window.location.pathname).map;

/** Whether the server has a Maps key (`<html data-maps="on">`): without one no map is shown. */
const hasMapsKey = () =>
  typeof document !== 'undefined' && document.documentElement.dataset['maps'] === 'on';

/**
 * Client half of the route guard, for navigations inside the app: the token lives in localStorage,
 * so the browser knows first when a visitor heads for a page its route keeps for customers.
 */
export async function clientGuardMiddleware(
  { request }: { request: Request },
  next: () => Promise<unknown>,
): Promise<void> {
  const url = new URL(request.url);
  const facts = pageFactsOf(url.pathname);
  if (facts.access !== 'anyone' && !hasStoredToken()) {
    setNavigatingToLogin(true);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  setNavigatingToLogin(false);
  // A page with a map is loaded as a document of its own, so it gets the policy that allows Maps.
  if (facts.map && !documentAllowsMaps && hasMapsKey()) {
    throw redirectDocument(`${url.pathname}${url.search}`);
  }
  await next();
}
