import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapsUnavailableError, type MapsLoader } from '../loader/google-maps-loader.js';
import { createFakeGoogleMaps, setGoogleMapsLoaderForTests } from '../testing.js';
import { useGoogleMaps } from './use-google-maps.js';

afterEach(() => {
  setGoogleMapsLoaderForTests(undefined);
});

describe('useGoogleMaps', () => {
  it('is unavailable for want of a key, without loading anything', () => {
    const loader = vi.fn<MapsLoader>();
    const { result } = renderHook(() => useGoogleMaps('', { loader }));

    expect(result.current).toMatchObject({ status: 'unavailable', reason: 'no-key' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('is idle on the server, where nothing is loaded', () => {
    const loader = vi.fn<MapsLoader>();
    function Status() {
      return <output>{useGoogleMaps('key-1', { loader }).status}</output>;
    }

    expect(renderToString(<Status />)).toBe('<output>idle</output>');
    expect(loader).not.toHaveBeenCalled();
  });

  it('is loading, then ready with the libraries', async () => {
    const fake = createFakeGoogleMaps();
    const loader = vi.fn(fake.load);
    const { result } = renderHook(() => useGoogleMaps('key-1', { language: 'en', loader }));

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.maps).toBe(fake.libraries);
    expect(loader).toHaveBeenCalledWith({ apiKey: 'key-1', language: 'en' });
  });

  it('is unavailable with the reason the loader gives', async () => {
    const loader: MapsLoader = () => Promise.reject(new MapsUnavailableError('timeout'));
    const { result } = renderHook(() => useGoogleMaps('key-1', { loader }));

    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'unavailable', reason: 'timeout' }),
    );
  });

  it('reads any other failure as a blocked script', async () => {
    const loader: MapsLoader = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useGoogleMaps('key-1', { loader }));

    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'unavailable', reason: 'blocked' }),
    );
  });

  it('becomes unavailable when Google refuses the key after the map has loaded', async () => {
    const fake = createFakeGoogleMaps();
    const { result } = renderHook(() => useGoogleMaps('key-1', { loader: fake.load }));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => fake.refuseKey());

    expect(result.current).toMatchObject({ status: 'unavailable', reason: 'refused' });
  });

  it('tries again on retry', async () => {
    const fake = createFakeGoogleMaps();
    const loader = vi
      .fn<MapsLoader>()
      .mockRejectedValueOnce(new MapsUnavailableError('blocked'))
      .mockImplementation(fake.load);
    const { result } = renderHook(() => useGoogleMaps('key-1', { loader }));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));

    act(() => result.current.retry());

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not load again when the component renders again with a new loader function', async () => {
    const fake = createFakeGoogleMaps();
    const calls = vi.fn();
    const { result, rerender } = renderHook(() =>
      useGoogleMaps('key-1', {
        loader: (options) => {
          calls(options);
          return fake.load(options);
        },
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));

    rerender();
    rerender();

    expect(result.current.status).toBe('ready');
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
