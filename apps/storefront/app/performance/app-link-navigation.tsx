import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, type LinkProps, PrefetchPageLinks, useNavigate } from 'react-router';
import { notePressedLink } from '../shell/navigation-skeleton.js';
import { canPrefetchOn, currentConnection } from './connection.js';

const subscribe = (onChange: () => void) => {
  const connection = currentConnection() as (EventTarget & object) | undefined;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
};

/** Whether route code and data may be fetched ahead on this connection. */
function useCanPrefetch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canPrefetchOn(currentConnection()),
    () => true,
  );
}

/** A path of this site (`/products/12?tab=reviews`), not another site (`//cdn…`) nor a URL. */
const isSitePath = (to: LinkProps['to']): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/** Marks the anchors `AppLinkNavigation` opens in the app. */
const APP_LINK = 'data-app-link';

/**
 * A link that opens the page in the app and prefetches the route's code and data when the customer
 * shows intent (hover, focus, touch), except on slow or data-saving connections. The shell's
 * `AppLink` is this link.
 *
 * A plain link to a path of the site — what product cards, rails and menus hold, dozens on a page —
 * renders as an anchor alone: one `AppLinkNavigation` in the root opens it in the app and
 * prefetches for it, so a page of links renders and hydrates without a router hook per link. Links
 * with a state, a relative path, a target or a full reload go through React Router's `Link`.
 */
export function DelegatedLink(props: LinkProps) {
  const {
    to,
    state,
    relative,
    reloadDocument,
    viewTransition,
    discover,
    target,
    replace,
    preventScrollReset,
    prefetch,
    children,
    ...anchorProps
  } = props;
  const isPlain =
    isSitePath(to) &&
    state === undefined &&
    relative === undefined &&
    !reloadDocument &&
    !viewTransition &&
    discover !== 'none' &&
    (target === undefined || target === '_self');
  if (!isPlain) return <RouterLink {...props} />;
  return (
    <a
      {...anchorProps}
      href={to}
      // React Router learns the routes of the links a page shows from this attribute.
      data-discover="true"
      {...{ [APP_LINK]: '' }}
      data-replace={replace === undefined ? undefined : String(replace)}
      data-prevent-scroll-reset={preventScrollReset ? 'true' : undefined}
      data-prefetch={prefetch === 'none' ? 'none' : undefined}
    >
      {children}
    </a>
  );
}

function RouterLink(props: LinkProps) {
  const canPrefetch = useCanPrefetch();
  return <Link prefetch={canPrefetch ? 'intent' : 'none'} {...props} />;
}

/** The wait after a pointer comes over a link (or focus comes to it) before prefetching. */
const INTENT_DELAY_MS = 100;

const appLinkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${APP_LINK}]`) : null;

const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Opens the page of a `DelegatedLink` in the app when it is pressed (a press with a modifier key,
 * or one a handler prevented, is left to the browser), and prefetches its route's code and data
 * once the customer shows intent. Render it once, inside the router.
 */
export function AppLinkNavigation() {
  const navigate = useNavigate();
  const canPrefetch = useCanPrefetch();
  const [intended, setIntended] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const intend = (anchor: HTMLAnchorElement | null, delay: number) => {
      clearTimeout(timer);
      if (!anchor || anchor.dataset['prefetch'] === 'none') return;
      const href = anchor.getAttribute('href');
      if (!href) return;
      timer = setTimeout(() => setIntended(href), delay);
    };
    const leave = (event: MouseEvent | FocusEvent) => {
      const anchor = appLinkOf(event.target);
      if (anchor && !anchor.contains(event.relatedTarget as Node | null)) clearTimeout(timer);
    };
    // On the window, so the page's own handlers (on the document) have had their say first.
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainPress(event)) return;
      const anchor = appLinkOf(event.target);
      const href = anchor?.getAttribute('href');
      if (!anchor || !href) return;
      event.preventDefault();
      notePressedLink(new URL(href, window.location.href).pathname);
      const { pathname, search, hash } = window.location;
      const replace = anchor.dataset['replace'];
      void navigate(href, {
        // Pressing a link to the page already shown replaces it in the history, as `Link` does.
        replace:
          replace === undefined ? `${pathname}${search}${hash}` === href : replace === 'true',
        preventScrollReset: anchor.dataset['preventScrollReset'] === 'true',
      });
    };
    const handleOver = (event: MouseEvent) => intend(appLinkOf(event.target), INTENT_DELAY_MS);
    const handleFocus = (event: FocusEvent) => intend(appLinkOf(event.target), INTENT_DELAY_MS);
    const handleTouch = (event: TouchEvent) => intend(appLinkOf(event.target), 0);
    window.addEventListener('click', handleClick);
    window.addEventListener('mouseover', handleOver);
    window.addEventListener('mouseout', leave);
    window.addEventListener('focusin', handleFocus);
    window.addEventListener('focusout', leave);
    window.addEventListener('touchstart', handleTouch, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', handleClick);
      window.removeEventListener('mouseover', handleOver);
      window.removeEventListener('mouseout', leave);
      window.removeEventListener('focusin', handleFocus);
      window.removeEventListener('focusout', leave);
      window.removeEventListener('touchstart', handleTouch);
    };
  }, [navigate]);

  return canPrefetch && intended ? <PrefetchPageLinks page={intended} /> : null;
}
