import { type ReactNode, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { accountNavEntryOf } from '@matjar/auth';
import { HomeSectionsSkeleton, ProductGridSkeleton, ProductScreenSkeleton } from '@matjar/catalog';
import { Skeleton, SkeletonGroup } from '@matjar/ui';
import { pageFactsOf } from '../lib/route-facts.js';
import type { PageShape } from '../lib/route-handle.js';
import { MAIN_ID } from './focus-after-navigation.js';

/** The shape of the skeleton of the page at `pathname`, as its route's handle says. */
export const pageShapeOf = (pathname: string): PageShape => pageFactsOf(pathname).skeleton;

/**
 * Whether `pathname` is one of the account's pages, drawn in the account's frame: between two of
 * them the frame (its side navigation) stays, and only its page column shows the skeleton.
 */
export const isAccountPage = (pathname: string) => accountNavEntryOf(pathname) !== undefined;

/** The skeleton of a page of the given shape. */
export function PageSkeleton({ shape }: { shape: PageShape }) {
  if (shape === 'home') return <HomeSectionsSkeleton />;
  if (shape === 'grid') {
    return (
      <div className="sf-catalog-page">
        <Skeleton shape="text" className="sf-catalog-page__title-skeleton" />
        <ProductGridSkeleton />
      </div>
    );
  }
  if (shape === 'product') return <ProductScreenSkeleton />;
  return (
    <SkeletonGroup className="sf-account-page">
      <Skeleton shape="text" className="sf-catalog-page__title-skeleton" />
      <Skeleton lines={4} />
      <Skeleton shape="rect" aspectRatio="3 / 1" />
    </SkeletonGroup>
  );
}

/**
 * The page of the link just pressed, noted by `AppLinkNavigation` in the press itself: its
 * skeleton shows in the next frame, while React Router's own navigation state still waits for a
 * render of the whole page being left.
 */
let pressedPath: string | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Notes that a link to `pathname` was pressed, so that its page's skeleton shows at once. */
export function notePressedLink(pathname: string): void {
  pressedPath = pathname;
  notify();
}

function forgetPressedLink(): void {
  if (pressedPath === null) return;
  pressedPath = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page a navigation is opening, while one is under way to another page. */
export function useOpening(): { pathname: string; isPressed: boolean } | null {
  const navigation = useNavigation();
  const location = useLocation();
  const pressed = useSyncExternalStore(
    subscribe,
    () => pressedPath,
    () => null,
  );
  // The navigation has ended (arrived, failed or been cancelled): the press is answered.
  useEffect(() => {
    if (navigation.state === 'idle') forgetPressedLink();
  }, [navigation.state, location.key]);
  if (navigation.state === 'loading' && navigation.location.pathname !== location.pathname) {
    return {
      pathname: navigation.location.pathname,
      isPressed: pressed === navigation.location.pathname,
    };
  }
  return pressed !== null && pressed !== location.pathname
    ? { pathname: pressed, isPressed: true }
    : null;
}

/**
 * The page's `<main>`: the page, or — while a navigation to another page is under way — the
 * skeleton of the page being opened (and `aria-busy`), so that a slow connection shows at once
 * where the customer is going. The page being left stays mounted (hidden) until the new one
 * arrives, so a navigation that fails or is cancelled brings it back as it was. Only this element
 * renders again when a link is pressed, not the header or footer.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const opening = useOpening();
  const { pathname } = useLocation();
  // From one account page to another, the account's frame shows the skeleton in its page column.
  const isWithinAccount =
    opening !== null && isAccountPage(opening.pathname) && isAccountPage(pathname);
  const skeleton = opening && !isWithinAccount ? pageShapeOf(opening.pathname) : null;
  // A page opened by a link starts at its top, skeleton included: the skeleton is not drawn in the
  // middle of the page being left (a rail far down the home page). Back and forward are left to
  // ScrollRestoration, which puts the page where it was.
  const openedByPress = opening?.isPressed === true ? opening.pathname : null;
  useLayoutEffect(() => {
    if (openedByPress !== null && window.scrollY > 0) window.scrollTo(0, 0);
  }, [openedByPress]);
  return (
    <main
      id={MAIN_ID}
      // Focusable from script and the skip link, not a Tab stop: see FocusAfterNavigation.
      tabIndex={-1}
      className="sf-main"
      aria-busy={skeleton !== null || undefined}
    >
      {skeleton ? <PageSkeleton shape={skeleton} /> : null}
      <div className="sf-main__page" hidden={skeleton !== null}>
        {children}
      </div>
    </main>
  );
}
