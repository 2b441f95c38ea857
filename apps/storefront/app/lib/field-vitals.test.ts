import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VITALS_PATH, reportOf, startFieldVitals } from './field-vitals.js';

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  }) as Metric;

vi.mock('web-vitals', () => {
  const report = (name: Metric['name'], value: number) => (callback: (m: Metric) => void) =>
    callback(metric(name, value));
  return {
    onCLS: report('CLS', 0.02),
    onFCP: report('FCP', 640),
    onINP: report('INP', 96),
    onLCP: report('LCP', 1180),
    onTTFB: report('TTFB', 120),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('reportOf', () => {
  it('names the page by its route pattern, never by a path with ids', () => {
    expect(reportOf(metric('LCP', 1180), '/products/12')).toEqual({
      name: 'LCP',
      value: 1180,
      rating: 'good',
      navigationType: 'navigate',
      page: '/products/:id',
    });
    expect(reportOf(metric('CLS', 0), '/no/such/page').page).toBe('/*');
  });
});

describe('startFieldVitals', () => {
  it('sends every measure in one beacon when the page is hidden, then nothing twice', async () => {
    window.history.replaceState(null, '', '/orderDetailes/42');
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startFieldVitals();
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).toHaveBeenCalledOnce();
    });
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(VITALS_PATH);
    const sent = JSON.parse(await (body as Blob).text()) as { name: string; page: string }[];
    expect(sent.map((report) => report.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(new Set(sent.map((report) => report.page))).toEqual(new Set(['/orderDetailes/:id']));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledOnce();
    visibility.mockRestore();
  });
});
