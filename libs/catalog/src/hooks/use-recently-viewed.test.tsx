import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type Product, type ProductDetails, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsFixture } from '../components/fixtures.js';
import {
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  recordRecentlyViewed,
} from '../lib/recently-viewed-store.js';
import { useRecentlyViewed } from './use-recently-viewed.js';
import { useRecordRecentlyViewed } from './use-record-recently-viewed.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const [coffee, dates, headphones] = productsFixture as [Product, Product, Product];

const coffeeInEnglish: Product = {
  ...coffee,
  name: 'Saudi Arabic coffee with cardamom and saffron, 500 g',
  brand: 'Al Deera Roastery',
  provider: { id: 1, name: 'Al Deera Roastery' },
};
const datesInEnglish: Product = {
  ...dates,
  name: 'Premium Qassim Sukkari dates, 1 kg',
  brand: 'Qassim Dates',
  provider: { id: 2, name: 'Qassim Dates' },
};
const headphonesInEnglish: Product = {
  ...headphones,
  name: 'Wireless noise-cancelling headphones, 30-hour battery',
  brand: 'Sound',
  provider: { id: 4, name: 'Riyadh Electronics' },
};

const idsOf = (products: readonly Product[]) => products.map((product) => product.id);
const namesOf = (products: readonly Product[]) => products.map((product) => product.name);

/** A product page as the store sends it, around a card. */
function detailsOf(card: Product): ProductDetails {
  return {
    ...card,
    images: [card.image],
    video: null,
    files: [],
    description: card.name,
    stock: 5,
    quantity_limit: 5,
    weight: null,
    calories: null,
    daily_value: null,
    variants: [],
    category: { id: card.category_id, name: 'Food' },
    subcategory: null,
  };
}

/**
 * The store's product pages, answered in the request's `lang` as the store does; a product it
 * does not have is a 404. Returns the requests it answered, as `id lang`.
 */
function serveProducts(cards: Record<Locale, readonly Product[]>) {
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}products/:id`, ({ request, params }) => {
      const lang: Locale = request.headers.get('lang') === 'en' ? 'en' : 'ar';
      asked.push(`${String(params['id'])} ${lang}`);
      const card = cards[lang].find((product) => product.id === Number(params['id']));
      if (!card) {
        return HttpResponse.json({ key: 'fail', msg: 'Not found', data: null }, { status: 404 });
      }
      return HttpResponse.json({ key: 'success', msg: '', data: detailsOf(card) });
    }),
  );
  return asked;
}

/** The app's providers in `locale`: its API client asks the store in that language. */
function inLanguage(
  locale: Locale,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => null,
    getLang: () => locale,
    retries: 0,
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <TestI18nProvider locale={locale}>{children}</TestI18nProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

function ViewedCount() {
  const products = useRecentlyViewed();
  return <p>{`Viewed: ${products.length}`}</p>;
}

describe('useRecentlyViewed', () => {
  it('gives the products viewed on this device, the most recent first', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('ar') });
    expect(idsOf(result.current)).toEqual([dates.id, coffee.id]);
  });

  it('leaves out the product it is told to', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    recordRecentlyViewed(headphones, 'ar');
    const { result } = renderHook(() => useRecentlyViewed({ excludeId: dates.id }), {
      wrapper: inLanguage('ar'),
    });
    expect(idsOf(result.current)).toEqual([headphones.id, coffee.id]);
  });

  it('gives the same list from one render to the next until it changes', () => {
    recordRecentlyViewed(coffee, 'ar');
    const { result, rerender } = renderHook(() => useRecentlyViewed({ excludeId: dates.id }), {
      wrapper: inLanguage('ar'),
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => recordRecentlyViewed(dates, 'ar'));
    expect(result.current).not.toBe(first);
  });

  it('follows products viewed in this tab', () => {
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('ar') });
    expect(result.current).toEqual([]);
    act(() => recordRecentlyViewed(headphones, 'ar'));
    expect(idsOf(result.current)).toEqual([headphones.id]);
  });

  it('follows products viewed in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('ar') });
    act(() => {
      localStorage.setItem(
        RECENTLY_VIEWED_KEY,
        JSON.stringify([
          { id: dates.id, viewed_at: 2, cards: { ar: dates } },
          { id: coffee.id, viewed_at: 1, cards: { ar: coffee } },
        ]),
      );
      window.dispatchEvent(
        new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: localStorage }),
      );
    });
    expect(idsOf(result.current)).toEqual([dates.id, coffee.id]);
  });

  it('renders an empty list on the server', () => {
    recordRecentlyViewed(coffee, 'ar');
    const Wrapper = inLanguage('ar');
    expect(
      renderToString(
        <Wrapper>
          <ViewedCount />
        </Wrapper>,
      ),
    ).toContain('Viewed: 0');
  });

  it('hydrates the server markup without a mismatch, then shows the list', async () => {
    const Wrapper = inLanguage('ar');
    // The server knows nothing of the device: its markup is rendered before anything is viewed.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Wrapper>
        <ViewedCount />
      </Wrapper>,
    );
    document.body.append(container);
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    render(<ViewedCount />, {
      container,
      hydrate: true,
      onRecoverableError,
      wrapper: Wrapper,
    });
    expect(await screen.findByText('Viewed: 2')).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });

  it('shows a product viewed in Arabic with its English name once fetched, and keeps that card', async () => {
    const asked = serveProducts({ ar: [coffee], en: [coffeeInEnglish] });
    recordRecentlyViewed(coffee, 'ar');
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('en') });
    // Never the Arabic card in the English list, not even while the English one loads.
    expect(result.current).toEqual([]);
    await waitFor(() => expect(namesOf(result.current)).toEqual([coffeeInEnglish.name]));
    expect(result.current[0]?.provider.name).toBe('Al Deera Roastery');
    expect(asked).toEqual([`${coffee.id} en`]);
    expect(readRecentlyViewed('en')).toEqual([coffeeInEnglish]);
    expect(readRecentlyViewed('ar')).toEqual([coffee]);
  });

  it('puts a fetched product in its viewed place without changing when it was viewed', async () => {
    serveProducts({ ar: [], en: [datesInEnglish] });
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z'), toFake: ['Date'] });
    recordRecentlyViewed(coffeeInEnglish, 'en');
    vi.setSystemTime(Date.parse('2025-05-01T10:00:00Z'));
    recordRecentlyViewed(dates, 'ar');
    vi.useRealTimers();
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('en') });
    expect(namesOf(result.current)).toEqual([coffeeInEnglish.name]);
    await waitFor(() =>
      expect(namesOf(result.current)).toEqual([datesInEnglish.name, coffeeInEnglish.name]),
    );
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      {
        id: dates.id,
        viewed_at: Date.parse('2025-05-01T10:00:00Z'),
        cards: { ar: dates, en: datesInEnglish },
      },
      {
        id: coffee.id,
        viewed_at: Date.parse('2025-05-01T09:00:00Z'),
        cards: { en: coffeeInEnglish },
      },
    ]);
  });

  it('shows the products of a list stored before languages were kept apart, fetched in this one', async () => {
    const asked = serveProducts({ ar: [], en: [datesInEnglish, coffeeInEnglish] });
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        { ...dates, viewed_at: 2 },
        { ...coffee, viewed_at: 1 },
      ]),
    );
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('en') });
    expect(result.current).toEqual([]);
    await waitFor(() =>
      expect(namesOf(result.current)).toEqual([datesInEnglish.name, coffeeInEnglish.name]),
    );
    expect([...asked].sort()).toEqual([`${dates.id} en`, `${coffee.id} en`].sort());
  });

  it('leaves out a product the store no longer has, and takes it off the list', async () => {
    const asked = serveProducts({ ar: [], en: [headphonesInEnglish] });
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(headphones, 'ar');
    const { result } = renderHook(() => useRecentlyViewed(), { wrapper: inLanguage('en') });
    await waitFor(() => expect(namesOf(result.current)).toEqual([headphonesInEnglish.name]));
    await waitFor(() => expect(readRecentlyViewed('ar')).toEqual([headphones]));
    expect(asked).toContain(`${coffee.id} en`);
    expect(namesOf(result.current)).toEqual([headphonesInEnglish.name]);
  });

  it('leaves out a product that cannot be loaded, keeping it on the list for later', async () => {
    let isOffline = true;
    let requests = 0;
    server.use(
      http.get(`${BASE}products/:id`, ({ params }) => {
        requests += 1;
        if (isOffline) return HttpResponse.error();
        const card = [coffeeInEnglish, datesInEnglish].find(
          (product) => product.id === Number(params['id']),
        );
        return card
          ? HttpResponse.json({ key: 'success', msg: '', data: detailsOf(card) })
          : HttpResponse.json({ key: 'fail', msg: 'Not found', data: null }, { status: 404 });
      }),
    );
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(datesInEnglish, 'en');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const Wrapper = inLanguage('en', queryClient);
    const first = renderHook(() => useRecentlyViewed(), { wrapper: Wrapper });
    expect(namesOf(first.result.current)).toEqual([datesInEnglish.name]);
    await waitFor(() => expect(requests).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(namesOf(first.result.current)).toEqual([datesInEnglish.name]);
    expect(readRecentlyViewed('ar')).toEqual([coffee]);
    first.unmount();

    // Back online, the next page asks again.
    isOffline = false;
    const next = renderHook(() => useRecentlyViewed(), { wrapper: Wrapper });
    await waitFor(() =>
      expect(namesOf(next.result.current)).toEqual([datesInEnglish.name, coffeeInEnglish.name]),
    );
  });

  it('does not ask for the product whose page is open', async () => {
    const asked = serveProducts({ ar: [], en: [coffeeInEnglish, datesInEnglish] });
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    const { result } = renderHook(() => useRecentlyViewed({ excludeId: dates.id }), {
      wrapper: inLanguage('en'),
    });
    await waitFor(() => expect(namesOf(result.current)).toEqual([coffeeInEnglish.name]));
    expect(asked).toEqual([`${coffee.id} en`]);
  });
});

describe('useRecordRecentlyViewed', () => {
  it('records the product once it is known, in the language it is shown in', () => {
    const { rerender } = renderHook(
      ({ product }: { product: Product | undefined }) => useRecordRecentlyViewed(product, 'en'),
      { initialProps: { product: undefined as Product | undefined } },
    );
    expect(readRecentlyViewed('en')).toEqual([]);
    rerender({ product: datesInEnglish });
    expect(readRecentlyViewed('en')).toEqual([datesInEnglish]);
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('records the next product shown', () => {
    const { rerender } = renderHook(
      ({ product }: { product: Product | undefined }) => useRecordRecentlyViewed(product, 'ar'),
      { initialProps: { product: coffee } },
    );
    rerender({ product: headphones });
    expect(idsOf(readRecentlyViewed('ar'))).toEqual([headphones.id, coffee.id]);
  });

  it('records the product again when the page changes language', () => {
    const { rerender } = renderHook(
      ({ product, locale }: { product: Product; locale: Locale }) =>
        useRecordRecentlyViewed(product, locale),
      { initialProps: { product: coffee, locale: 'ar' as Locale } },
    );
    rerender({ product: coffeeInEnglish, locale: 'en' });
    expect(readRecentlyViewed('ar')).toEqual([coffee]);
    expect(readRecentlyViewed('en')).toEqual([coffeeInEnglish]);
  });
});
