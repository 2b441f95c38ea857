import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMatches, useNavigate } from 'react-router';
import { BackIcon } from '@matjar/ui';
import { backOf } from '../lib/route-handle.js';
import { AppLink } from './app-link.js';
import { shellMessages } from './messages.js';

/**
 * Whether the tab's history holds an earlier page of the store: React Router numbers the entries
 * it makes, from 0 for the page the tab opened on (a page that replaces it, as one dropping
 * `?lang=` from its address does, keeps its number).
 */
function hasEarlierStorePage(): boolean {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? Reflect.get(state, 'idx') : undefined;
  return typeof index === 'number' && index > 0;
}

/**
 * A nested page's way back on phones (wide screens show its breadcrumbs): an arrow at the start of
 * the header. It goes back to the page the customer came from in the store, as an app's back
 * arrow does, and otherwise (a shared link, a bookmark) opens the page the route's handle names as
 * its parent in its place. A link to that parent, so it works before the app has started.
 */
export function HeaderBackLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useMatches().at(-1);
  const to = page ? backOf(page) : undefined;
  if (!to) return null;
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Up from a page opened by a link, the parent takes its place: the arrow then leads on up,
    // and the browser's own back button leaves the store as it would have.
    if (hasEarlierStorePage()) void navigate(-1);
    else void navigate(to, { replace: true });
  };
  return (
    <AppLink
      to={to}
      className="sf-header__back"
      aria-label={intl.formatMessage(shellMessages.back)}
      onClick={goBack}
    >
      <BackIcon />
    </AppLink>
  );
}
