import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Product } from '@matjar/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productsFixture } from '../components/fixtures.js';
import {
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  recordRecentlyViewed,
} from '../lib/recently-viewed-store.js';
import { useRecentlyViewed, useRecordRecentlyViewed } from './use-recently-viewed.js';

const [coffee, dates, headphones] = productsFixture as [Product, Product, Product];

const idsOf = (products: readonly Product[]) => products.map((product) => product.id);

function ViewedCount() {
  const products = useRecentlyViewed();
  return <p>{`Viewed: ${products.length}`}</p>;
}

beforeEach(() => localStorage.clear());

describe('useRecentlyViewed', () => {
  it('gives the products viewed on this device, the most recent first', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    const { result } = renderHook(() => useRecentlyViewed());
    expect(idsOf(result.current)).toEqual([dates.id, coffee.id]);
  });

  it('leaves out the product it is told to', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    recordRecentlyViewed(headphones);
    const { result } = renderHook(() => useRecentlyViewed({ excludeId: dates.id }));
    expect(idsOf(result.current)).toEqual([headphones.id, coffee.id]);
  });

  it('gives the same list from one render to the next until it changes', () => {
    recordRecentlyViewed(coffee);
    const { result, rerender } = renderHook(() => useRecentlyViewed({ excludeId: dates.id }));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => recordRecentlyViewed(dates));
    expect(result.current).not.toBe(first);
  });

  it('follows products viewed in this tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recordRecentlyViewed(headphones));
    expect(idsOf(result.current)).toEqual([headphones.id]);
  });

  it('follows products viewed in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([dates, coffee]));
      window.dispatchEvent(
        new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: localStorage }),
      );
    });
    expect(idsOf(result.current)).toEqual([dates.id, coffee.id]);
  });

  it('renders an empty list on the server', () => {
    recordRecentlyViewed(coffee);
    expect(renderToString(<ViewedCount />)).toContain('Viewed: 0');
  });

  it('hydrates the server markup without a mismatch, then shows the list', async () => {
    // The server knows nothing of the device: its markup is rendered before anything is viewed.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ViewedCount />);
    document.body.append(container);
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    render(<ViewedCount />, {
      container,
      hydrate: true,
      onRecoverableError,
    });
    expect(await screen.findByText('Viewed: 2')).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('useRecordRecentlyViewed', () => {
  it('records the product once it is known', () => {
    const { rerender } = renderHook(
      ({ product }: { product: Product | undefined }) => useRecordRecentlyViewed(product),
      { initialProps: { product: undefined as Product | undefined } },
    );
    expect(readRecentlyViewed()).toEqual([]);
    rerender({ product: dates });
    expect(idsOf(readRecentlyViewed())).toEqual([dates.id]);
  });

  it('records the next product shown', () => {
    const { rerender } = renderHook(
      ({ product }: { product: Product | undefined }) => useRecordRecentlyViewed(product),
      { initialProps: { product: coffee } },
    );
    rerender({ product: headphones });
    expect(idsOf(readRecentlyViewed())).toEqual([headphones.id, coffee.id]);
  });
});
