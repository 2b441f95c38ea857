/// <reference types="google.maps" preserve="true" />
import type { APIOptions } from '@googlemaps/js-api-loader';

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when it refuses the key (wrong key, referrer or billing). */
    gm_authFailure?: () => void;
  }
}

/** Why the map cannot be shown: the page then offers the manual address form instead. */
export type MapsUnavailableReason =
  /** No API key is configured. */
  | 'no-key'
  /** The script could not be fetched (offline, blocked by an extension, a firewall or the CSP). */
  | 'blocked'
  /** Google refused the key (`gm_authFailure`): wrong key, referrer not allowed, billing off. */
  | 'refused'
  /** The script took longer than `MAPS_LOAD_TIMEOUT_MS`. */
  | 'timeout';

/** How long the script may take before the map is given up for the manual form. */
export const MAPS_LOAD_TIMEOUT_MS = 10_000;

/** The Maps JavaScript API libraries this package uses. */
export type GoogleMapsLibraryName = 'core' | 'maps' | 'marker' | 'geocoding';

/** The loaded libraries, by name, as `importLibrary` resolves them. */
export type GoogleMapsLibraries = Pick<google.maps.ImportLibraryMap, GoogleMapsLibraryName>;

/**
 * The two functions of `@googlemaps/js-api-loader` v2 the loader calls; tests and stories put a
 * fake in their place (`setGoogleMapsLoaderForTests` in `@matjar/maps/testing`).
 */
export interface GoogleMapsApi {
  setOptions(options: APIOptions): void;
  importLibrary<TName extends GoogleMapsLibraryName>(
    name: TName,
  ): Promise<GoogleMapsLibraries[TName]>;
}

/** The options of `loadGoogleMaps`; only the first call's key, language and region count. */
export interface LoadGoogleMapsOptions {
  /** The browser key of the Maps JavaScript API; blank or missing rejects with `no-key`. */
  apiKey: string | null | undefined;
  /** The language of the map's labels and of reverse geocoding (`ar`, `en`). */
  language?: string;
  /** The region the map is biased to. Default `SA`. */
  region?: string;
  /** Default `MAPS_LOAD_TIMEOUT_MS` (10 s). */
  timeoutMs?: number;
}

/** A function that loads the libraries: `loadGoogleMaps` itself, or a fake in tests and stories. */
export type MapsLoader = (options: LoadGoogleMapsOptions) => Promise<GoogleMapsLibraries>;

const reasonText: Record<MapsUnavailableReason, string> = {
  'no-key': 'No Google Maps API key is configured',
  blocked: 'The Google Maps script could not be loaded',
  refused: 'Google Maps refused the API key',
  timeout: `The Google Maps script did not load within ${MAPS_LOAD_TIMEOUT_MS / 1000} seconds`,
};

/**
 * The map cannot be shown. `reason` says why; the message is for logs, never for customers.
 *
 * @example
 * try {
 *   await loadGoogleMaps({ apiKey, language: 'ar' });
 * } catch (error) {
 *   if (isMapsUnavailableError(error) && error.reason === 'refused') report('maps key refused');
 * }
 */
export class MapsUnavailableError extends Error {
  override readonly name = 'MapsUnavailableError';
  readonly reason: MapsUnavailableReason;

  constructor(reason: MapsUnavailableReason, options?: { cause?: unknown }) {
    super(reasonText[reason], options);
    this.reason = reason;
  }
}

/** True for a `MapsUnavailableError`, also across bundles (it compares `name`). */
export function isMapsUnavailableError(error: unknown): error is MapsUnavailableError {
  return error instanceof Error && error.name === 'MapsUnavailableError' && 'reason' in error;
}

// Page-wide state: the Maps JavaScript API can be bootstrapped once per page, with one set of
// options, so the loading promise and the auth-failure hook live here, not in components.
let injectedApi: GoogleMapsApi | undefined;
let areOptionsSet = false;
let pageLoad: Promise<GoogleMapsLibraries> | undefined;
let hasAuthFailed = false;
let isAuthHookInstalled = false;
let authHookPrevious: (() => void) | undefined;
const authListeners = new Set<() => void>();

function installAuthFailureHook() {
  if (isAuthHookInstalled || typeof window === 'undefined') return;
  authHookPrevious = window.gm_authFailure;
  const previous = authHookPrevious;
  window.gm_authFailure = () => {
    hasAuthFailed = true;
    previous?.();
    for (const listener of [...authListeners]) listener();
  };
  isAuthHookInstalled = true;
}

/**
 * Calls `listener` when Google refuses the key (`window.gm_authFailure`), which can happen after
 * the script has loaded, when the first map is drawn. Returns the function that stops listening.
 */
export function watchMapsAuthFailure(listener: () => void): () => void {
  installAuthFailureHook();
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}

/** Google has refused the key on this page: no map will work until the page is reloaded. */
export function hasMapsAuthFailed(): boolean {
  return hasAuthFailed;
}

async function importEverything(options: APIOptions): Promise<GoogleMapsLibraries> {
  // The real loader is imported on first use, so pages without a map never download it.
  const api: GoogleMapsApi = injectedApi ?? (await import('@googlemaps/js-api-loader'));
  if (!areOptionsSet) {
    api.setOptions(options);
    areOptionsSet = true;
  }
  const [core, maps, marker, geocoding] = await Promise.all([
    api.importLibrary('core'),
    api.importLibrary('maps'),
    api.importLibrary('marker'),
    api.importLibrary('geocoding'),
  ]);
  return { core, maps, marker, geocoding };
}

/**
 * Loads the Maps JavaScript API (core, maps, marker and geocoding libraries) the first time it is
 * called on a page, and gives every later caller the same libraries. Nothing is fetched on import.
 * The first call's key, language and region are the page's: Google reads them once.
 *
 * Rejects with a `MapsUnavailableError`: `no-key` without a key, `blocked` when the script fails
 * to load, `refused` when Google calls `gm_authFailure`, `timeout` after 10 s. After `blocked`
 * or `timeout` a later call tries again.
 *
 * @example
 * const { maps, marker } = await loadGoogleMaps({ apiKey: env.MAPS_KEY, language: 'ar' });
 * const map = new maps.Map(element, { center, zoom: 15, mapId });
 */
export function loadGoogleMaps({
  apiKey,
  language,
  region = 'SA',
  timeoutMs = MAPS_LOAD_TIMEOUT_MS,
}: LoadGoogleMapsOptions): Promise<GoogleMapsLibraries> {
  const key = apiKey?.trim();
  if (!key) return Promise.reject(new MapsUnavailableError('no-key'));
  if (typeof window === 'undefined') return Promise.reject(new MapsUnavailableError('blocked'));
  installAuthFailureHook();
  if (hasAuthFailed) return Promise.reject(new MapsUnavailableError('refused'));

  if (!pageLoad) {
    const load = importEverything({
      key,
      v: 'weekly',
      region,
      ...(language ? { language } : {}),
    });
    pageLoad = load;
    // A failed script can be tried again (the bootstrap forgets a failed attempt).
    load.catch(() => {
      if (pageLoad === load) pageLoad = undefined;
    });
  }
  const load = pageLoad;

  return new Promise<GoogleMapsLibraries>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stopWatching();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new MapsUnavailableError('timeout'))),
      timeoutMs,
    );
    const stopWatching = watchMapsAuthFailure(() =>
      finish(() => reject(new MapsUnavailableError('refused'))),
    );
    load.then(
      (libraries) => finish(() => resolve(libraries)),
      (cause: unknown) =>
        finish(() =>
          reject(
            isMapsUnavailableError(cause) ? cause : new MapsUnavailableError('blocked', { cause }),
          ),
        ),
    );
  });
}

/**
 * Replaces `@googlemaps/js-api-loader` with `api` (or restores it with `undefined`) and forgets
 * everything the page has loaded, so each test starts from a fresh page. Tests and stories only.
 */
export function setGoogleMapsLoaderForTests(api: GoogleMapsApi | undefined): void {
  injectedApi = api;
  areOptionsSet = false;
  pageLoad = undefined;
  hasAuthFailed = false;
  authListeners.clear();
  if (isAuthHookInstalled && typeof window !== 'undefined') {
    window.gm_authFailure = authHookPrevious;
  }
  isAuthHookInstalled = false;
  authHookPrevious = undefined;
}
