/** How long after a recovery reload another one is refused, so a broken deploy can never loop. */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'matjar:chunk-reload-at';

/**
 * After a deploy, a tab still running the previous build may fail to import a chunk that no longer
 * exists. Reload once to pick up the new build; refuse a second reload within 10 seconds, and any
 * reload when the time of the last one cannot be kept (storage refused), so it can never loop.
 *
 * @returns whether a reload was started.
 */
export function reloadAfterFailedImport(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The parts of the Navigation API's `navigate` event the redirect reads. */
export interface ReloadNavigateEvent {
  navigationType: string;
  userInitiated: boolean;
  cancelable: boolean;
  preventDefault(): void;
}

/**
 * Where a reload the app did not ask for should go instead: the page a client-side navigation was
 * loading when its route module failed (React Router then reloads the page it is leaving). `null`
 * keeps the reload as it is: one the customer asked for, or with no navigation under way.
 */
export function reloadRedirectTarget(
  event: ReloadNavigateEvent,
  pendingTarget: string | null,
  currentPath: string,
): string | null {
  if (!isScriptReload(event)) return null;
  if (!pendingTarget || pendingTarget === currentPath) return null;
  return pendingTarget;
}

/** The event `installChunkReloadGuard` sends when it keeps the page instead of reloading it. */
export const STALE_BUILD_EVENT = 'matjar:stale-build';

/**
 * Whether a reload is one nobody asked for: started by script (React Router, whose prefetch of a
 * link's route reloads the page when the route's code cannot be loaded — after a deploy, the
 * customer only has to point at a link) while no navigation is under way, and not by the
 * storefront itself (`reloadPage`).
 */
export function isUnaskedReload(
  event: ReloadNavigateEvent,
  pendingTarget: string | null,
  isAskedFor: boolean,
): boolean {
  return isScriptReload(event) && pendingTarget === null && !isAskedFor;
}

/**
 * Whether a reload nobody asked for comes while the device is offline: React Router asks for one
 * when a page's code cannot be loaded, and offline it would only replace the page, and what was
 * typed in it, with the browser's own "no internet" page.
 */
export function isOfflineReload(event: ReloadNavigateEvent, isOnline: boolean): boolean {
  return isScriptReload(event) && !isOnline;
}

/** A reload started by script (not the browser's button or keys) that can still be cancelled. */
function isScriptReload(event: ReloadNavigateEvent): boolean {
  return event.navigationType === 'reload' && !event.userInitiated && event.cancelable;
}

let isReloadAskedFor = false;

/** Reloads the page on the storefront's own behalf (the guard lets it through). */
export function reloadPage(): void {
  isReloadAskedFor = true;
  window.location.reload();
}

interface RouterLike {
  state: {
    navigation: {
      state: string;
      location?: { pathname: string; search: string; hash: string };
    };
  };
}

/** The in-app page a client-side navigation is loading, if one is under way. */
function pendingNavigationTarget(): string | null {
  const router = (window as { __reactRouterDataRouter?: RouterLike }).__reactRouterDataRouter;
  const navigation = router?.state.navigation;
  if (!navigation?.location || navigation.state === 'idle') return null;
  const { pathname, search, hash } = navigation.location;
  return `${pathname}${search}${hash}`;
}

/** The page shown, as a site path with its query and fragment. */
function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** How long after a link is pressed a failed load of its page's code counts as that link's. */
const PRESS_WINDOW_MS = 10_000;

/**
 * The site path of the in-app link pressed last, if that was less than `PRESS_WINDOW_MS` ago: the
 * router may still be loading the page's code before it reports a navigation under way.
 */
let pressed: { path: string; at: number } | null = null;

function recentlyPressedPath(): string | null {
  return pressed && Date.now() - pressed.at < PRESS_WINDOW_MS ? pressed.path : null;
}

function notePress(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//')) return;
  pressed = { path: href, at: Date.now() };
}

interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: ReloadNavigateEvent) => void): void;
}

/**
 * Installs the recovery from the previous build's files going away during a client-side
 * navigation: React Router, failing to load a route module, reloads the page being left; where
 * the browser has the Navigation API, that reload goes to the page the customer asked for instead,
 * once per 10 seconds (a link pressed less than 10 seconds before counts as a navigation under
 * way). A reload React Router starts with no navigation under way (a link's route prefetched as
 * the customer points at it) is refused: the page and what was typed in it stay,
 * and `STALE_BUILD_EVENT` lets the build notice offer the new release. (Code loaded on demand
 * within a page never reloads it either, see `BuildUpdateNotice`.) While the device is offline no
 * such reload happens: the page stays, with the offline notice, and the page the customer asked
 * for opens once the connection is back, unless they have opened another one meanwhile.
 */
export function installChunkReloadGuard(): void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  // Set once this page is on its way to the page the customer asked for: React Router may fail to
  // load several modules of that page, and each failure asks for a reload that would cancel it.
  let redirectingTo: string | null = null;
  // The page asked for while offline, and the page it was asked from.
  let heldWhileOffline: { target: string; from: string } | null = null;
  const openHeldPage = () => {
    const held = heldWhileOffline;
    heldWhileOffline = null;
    if (!held || held.from !== currentPath()) return;
    redirectingTo = held.target;
    window.location.assign(held.target);
  };
  window.addEventListener('click', notePress, { capture: true });
  window.addEventListener('online', openHeldPage);
  navigation?.addEventListener('navigate', (event) => {
    const here = currentPath();
    const pending = redirectingTo ?? pendingNavigationTarget() ?? recentlyPressedPath();
    if (isOfflineReload(event, navigator.onLine)) {
      event.preventDefault();
      const target = reloadRedirectTarget(event, pending, here);
      if (target) heldWhileOffline = { target, from: here };
      return;
    }
    if (isUnaskedReload(event, pending, isReloadAskedFor)) {
      event.preventDefault();
      window.dispatchEvent(new Event(STALE_BUILD_EVENT));
      return;
    }
    const target = reloadRedirectTarget(event, pending, here);
    if (!target) return;
    if (redirectingTo) {
      event.preventDefault();
      return;
    }
    reloadAfterFailedImport(sessionStorage, () => {
      event.preventDefault();
      redirectingTo = target;
      window.location.assign(target);
    });
  });
}
