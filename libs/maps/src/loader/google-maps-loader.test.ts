import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeGoogleMaps } from '../testing.js';
import {
  type GoogleMapsApi,
  MapsUnavailableError,
  isMapsUnavailableError,
  loadGoogleMaps,
  setGoogleMapsLoaderForTests,
} from './google-maps-loader.js';

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isMapsUnavailableError(error) ? error.reason : 'other error'),
  );

afterEach(() => {
  setGoogleMapsLoaderForTests(undefined);
  vi.useRealTimers();
});

describe('loadGoogleMaps', () => {
  it('rejects with no-key, and loads nothing, when there is no key', async () => {
    const fake = createFakeGoogleMaps();
    setGoogleMapsLoaderForTests(fake.api);

    await expect(reasonOf(loadGoogleMaps({ apiKey: undefined }))).resolves.toBe('no-key');
    await expect(reasonOf(loadGoogleMaps({ apiKey: '   ' }))).resolves.toBe('no-key');
    expect(fake.api.options).toEqual([]);
    expect(fake.api.imported).toEqual([]);
  });

  it('sets the options once and imports the four libraries once per page', async () => {
    const fake = createFakeGoogleMaps();
    setGoogleMapsLoaderForTests(fake.api);

    const [first, second] = await Promise.all([
      loadGoogleMaps({ apiKey: 'key-1', language: 'ar' }),
      loadGoogleMaps({ apiKey: 'key-1', language: 'ar' }),
    ]);
    const third = await loadGoogleMaps({ apiKey: 'key-1', language: 'ar' });

    expect(fake.api.options).toEqual([{ key: 'key-1', v: 'weekly', language: 'ar', region: 'SA' }]);
    expect(fake.api.imported.sort()).toEqual(['core', 'geocoding', 'maps', 'marker']);
    expect(first).toEqual({
      core: fake.libraries.core,
      maps: fake.libraries.maps,
      marker: fake.libraries.marker,
      geocoding: fake.libraries.geocoding,
    });
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('rejects with blocked when the script fails, and tries again on the next call', async () => {
    const fake = createFakeGoogleMaps();
    let isOffline = true;
    const api: GoogleMapsApi = {
      setOptions: vi.fn(),
      importLibrary: vi.fn((name) =>
        isOffline
          ? Promise.reject(new Error('The Google Maps JavaScript API could not load.'))
          : fake.api.importLibrary(name),
      ),
    };
    setGoogleMapsLoaderForTests(api);

    const failure = loadGoogleMaps({ apiKey: 'key-1' });
    await expect(reasonOf(failure)).resolves.toBe('blocked');
    await expect(failure).rejects.toMatchObject({
      cause: new Error('The Google Maps JavaScript API could not load.'),
    });

    isOffline = false;
    await expect(loadGoogleMaps({ apiKey: 'key-1' })).resolves.toMatchObject({
      maps: fake.libraries.maps,
    });
    expect(api.setOptions).toHaveBeenCalledTimes(1);
  });

  it('rejects with timeout when the script takes longer than 10 seconds', async () => {
    vi.useFakeTimers();
    setGoogleMapsLoaderForTests({
      setOptions: () => undefined,
      importLibrary: () => new Promise(() => undefined),
    });
    let outcome = 'pending';
    void reasonOf(loadGoogleMaps({ apiKey: 'key-1' })).then((reason) => {
      outcome = reason;
    });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('rejects with refused when Google reports an auth failure, then at once on later calls', async () => {
    setGoogleMapsLoaderForTests({
      setOptions: () => undefined,
      importLibrary: () => new Promise(() => undefined),
    });
    const loading = reasonOf(loadGoogleMaps({ apiKey: 'wrong-key' }));

    window.gm_authFailure?.();

    await expect(loading).resolves.toBe('refused');
    await expect(reasonOf(loadGoogleMaps({ apiKey: 'wrong-key' }))).resolves.toBe('refused');
  });

  it('keeps calling a gm_authFailure the page had already defined', async () => {
    const pageHandler = vi.fn();
    window.gm_authFailure = pageHandler;
    const fake = createFakeGoogleMaps();
    setGoogleMapsLoaderForTests(fake.api);
    await loadGoogleMaps({ apiKey: 'key-1' });

    fake.refuseKey();

    expect(pageHandler).toHaveBeenCalledTimes(1);
    setGoogleMapsLoaderForTests(undefined);
    expect(window.gm_authFailure).toBe(pageHandler);
    delete window.gm_authFailure;
  });

  it('fetches the real script only when called, with the key, language and region', async () => {
    vi.useFakeTimers();
    const scripts = document.head.getElementsByTagName('script');
    expect(scripts).toHaveLength(0);
    expect('google' in window).toBe(false);

    // jsdom never runs the script: the call times out, after the script element is added.
    const loading = reasonOf(loadGoogleMaps({ apiKey: 'real-key', language: 'en' }));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    const src = new URL(scripts[0]?.getAttribute('src') ?? '');

    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(src.searchParams.get('key')).toBe('real-key');
    expect(src.searchParams.get('language')).toBe('en');
    expect(src.searchParams.get('region')).toBe('SA');
    expect(src.searchParams.get('callback')).toBe('google.maps.__ib__');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(loading).resolves.toBe('timeout');

    scripts[0]?.remove();
    Reflect.deleteProperty(window, 'google');
  });
});

describe('MapsUnavailableError', () => {
  it('carries its reason and is recognised by name', () => {
    const error = new MapsUnavailableError('refused');
    expect(error.reason).toBe('refused');
    expect(error).toBeInstanceOf(Error);
    expect(isMapsUnavailableError(error)).toBe(true);
    expect(isMapsUnavailableError(Object.assign(new Error('x'), { reason: 'refused' }))).toBe(
      false,
    );
    expect(isMapsUnavailableError(new Error('x'))).toBe(false);
  });
});
