import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useIsHydrated } from '@matjar/ui';
import {
  type GoogleMapsLibraries,
  type MapsLoader,
  type MapsUnavailableReason,
  MapsUnavailableError,
  hasMapsAuthFailed,
  isMapsUnavailableError,
  loadGoogleMaps,
  watchMapsAuthFailure,
} from '../loader/google-maps-loader.js';

/** Where loading the map stands. `idle` on the server and until the page has hydrated. */
export type GoogleMapsStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** What `useGoogleMaps` returns: the status, the libraries once ready, the reason when not. */
export type GoogleMapsState =
  | { status: 'idle' | 'loading'; maps?: undefined; reason?: undefined; retry: () => void }
  | { status: 'ready'; maps: GoogleMapsLibraries; reason?: undefined; retry: () => void }
  | { status: 'unavailable'; maps?: undefined; reason: MapsUnavailableReason; retry: () => void };

/** The options of `useGoogleMaps`. */
export interface UseGoogleMapsOptions {
  /** The language of the map's labels (`ar`, `en`). */
  language?: string;
  /** Loads the libraries; `loadGoogleMaps` by default, a fake in tests and stories. */
  loader?: MapsLoader;
}

type Settled =
  | { status: 'ready'; maps: GoogleMapsLibraries }
  | { status: 'unavailable'; reason: MapsUnavailableReason };

/**
 * Loads the Google Maps libraries for a component that shows a map, when it mounts in the browser
 * (never on the server). Becomes `unavailable` with a reason when there is no key, the script is
 * blocked or slow, or Google refuses the key, even after the map has appeared. `retry()` tries
 * again after `blocked` or `timeout`.
 *
 * @example
 * const googleMaps = useGoogleMaps(apiKey, { language: 'ar' });
 * if (googleMaps.status === 'unavailable') return <ManualAddressForm onSubmit={save} />;
 * if (googleMaps.status !== 'ready') return <Skeleton shape="rect" />;
 * new googleMaps.maps.maps.Map(element, options);
 */
export function useGoogleMaps(
  apiKey: string | null | undefined,
  { language, loader = loadGoogleMaps }: UseGoogleMapsOptions = {},
): GoogleMapsState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ request: string; result: Settled }>();
  const isHydrated = useIsHydrated();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const key = apiKey?.trim() ?? '';
  const request = `${key}|${language ?? ''}|${attempt}`;
  const load = useEffectEvent(() => loader({ apiKey: key, language }));

  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    const settle = (result: Settled) => {
      if (isCurrent) setSettled({ request, result });
    };
    const stopWatching = watchMapsAuthFailure(() =>
      settle({ status: 'unavailable', reason: 'refused' }),
    );
    const loading = hasMapsAuthFailed()
      ? Promise.reject(new MapsUnavailableError('refused'))
      : load();
    loading.then(
      (maps) => {
        if (!hasMapsAuthFailed()) settle({ status: 'ready', maps });
      },
      (error: unknown) =>
        settle({
          status: 'unavailable',
          reason: isMapsUnavailableError(error) ? error.reason : 'blocked',
        }),
    );
    return () => {
      isCurrent = false;
      stopWatching();
    };
  }, [key, request]);

  if (!key) return { status: 'unavailable', reason: 'no-key', retry };
  if (settled?.request === request) return { ...settled.result, retry };
  return { status: isHydrated ? 'loading' : 'idle', retry };
}
