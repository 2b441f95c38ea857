import { composeStories } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { type Product, type ProductDetails, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed } from '../../lib/recently-viewed-store.js';
import { productsFixture } from '../fixtures.js';
import { RecentlyViewed, preloadRecentlyViewed } from './recently-viewed.js';
import * as stories from './recently-viewed.stories.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The rail's code, loaded on demand in the app, is there from the first render of each test.
beforeAll(() => preloadRecentlyViewed());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());
/** The idle callbacks held back by a test that decides when the page is idle. */
let heldIdle: (() => void)[] | null = null;
// The page is idle at once, unless a test holds it back.
beforeEach(() => {
  heldIdle = null;
  vi.stubGlobal('requestIdleCallback', (work: () => void) => {
    if (heldIdle) heldIdle.push(work);
    else work();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const [coffee, dates, headphones] = productsFixture as [Product, Product, Product];

/** The app's providers in `locale` (the page's language, which its API client asks in too). */
function AppProviders({
  locale = 'ar',
  queryClient: givenQueryClient,
  children,
}: {
  locale?: Locale;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => givenQueryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [api] = useState(() =>
    createApiClient({ baseUrl: BASE, getToken: () => null, getLang: () => locale, retries: 0 }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <TestI18nProvider locale={locale}>{children}</TestI18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('RecentlyViewed', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the products viewed on this device, the most recent first', () => {
    recordRecentlyViewed(coffee, 'en');
    recordRecentlyViewed(dates, 'en');
    recordRecentlyViewed(headphones, 'en');
    render(
      <AppProviders locale="en">
        <RecentlyViewed />
      </AppProviders>,
    );
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(rail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/products/${headphones.id}`,
      `/products/${dates.id}`,
      `/products/${coffee.id}`,
    ]);
  });

  it('leaves out the product whose page is open', () => {
    recordRecentlyViewed(coffee, 'en');
    recordRecentlyViewed(dates, 'en');
    render(
      <AppProviders locale="en">
        <RecentlyViewed excludeId={dates.id} />
      </AppProviders>,
    );
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getAllByRole('link')).toHaveLength(1);
    expect(within(rail).getByRole('link')).toHaveAttribute('href', `/products/${coffee.id}`);
  });

  it("looks at the device's list only once the page is idle", () => {
    heldIdle = [];
    recordRecentlyViewed(coffee, 'en');
    render(
      <AppProviders locale="en">
        <RecentlyViewed />
      </AppProviders>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      for (const work of heldIdle ?? []) work();
    });
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeInTheDocument();
  });

  it('renders nothing when nothing was viewed', () => {
    const { container } = render(
      <AppProviders locale="en">
        <RecentlyViewed />
      </AppProviders>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });

  it('renders nothing when the only product viewed is the one whose page is open', () => {
    recordRecentlyViewed(coffee, 'en');
    render(
      <AppProviders locale="en">
        <RecentlyViewed excludeId={coffee.id} />
      </AppProviders>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clears the list, disappears and tells the app', async () => {
    recordRecentlyViewed(coffee, 'en');
    recordRecentlyViewed(dates, 'en');
    const onClear = vi.fn();
    render(
      <AppProviders locale="en">
        <RecentlyViewed onClear={onClear} />
      </AppProviders>,
    );
    const clear = screen.getByRole('button', { name: 'Clear recently viewed products' });
    expect(clear).toHaveTextContent('Clear');
    await userEvent.click(clear);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('matjar_recently_viewed')).toBeNull();
  });

  it('shows a product viewed in the meantime', () => {
    render(
      <AppProviders locale="en">
        <RecentlyViewed />
      </AppProviders>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => recordRecentlyViewed(dates, 'en'));
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getByRole('link')).toHaveAttribute('href', `/products/${dates.id}`);
  });

  it('renders the cards through the link component it is given', () => {
    recordRecentlyViewed(coffee, 'en');
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/en${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <AppProviders locale="en">
        <LinkProvider component={RouterLink}>
          <RecentlyViewed />
        </LinkProvider>
      </AppProviders>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', `/en/products/${coffee.id}`);
  });

  it('is named in Arabic by default', () => {
    recordRecentlyViewed(coffee, 'ar');
    render(
      <AppProviders>
        <RecentlyViewed />
      </AppProviders>,
    );
    expect(screen.getByRole('region', { name: 'شاهدتها مؤخرًا' })).toBeInTheDocument();
  });

  it('shows a product viewed in Arabic with its English names in the English rail', async () => {
    const coffeeInEnglish: Product = {
      ...coffee,
      name: 'Saudi Arabic coffee with cardamom and saffron, 500 g',
      brand: 'Al Deera Roastery',
      provider: { id: 1, name: 'Al Deera Roastery' },
    };
    const details: ProductDetails = {
      ...coffeeInEnglish,
      images: [coffee.image],
      video: null,
      files: [],
      description: 'Light roast',
      stock: 5,
      quantity_limit: 5,
      weight: null,
      calories: null,
      daily_value: null,
      variants: [],
      category: { id: coffee.category_id, name: 'Food' },
      subcategory: null,
    };
    server.use(
      http.get(`${BASE}products/:id`, ({ request, params }) =>
        request.headers.get('lang') === 'en' && Number(params['id']) === coffee.id
          ? HttpResponse.json({ key: 'success', msg: '', data: details })
          : HttpResponse.json({ key: 'fail', msg: 'Not found', data: null }, { status: 404 }),
      ),
    );
    recordRecentlyViewed(coffee, 'ar');
    render(
      <AppProviders locale="en">
        <RecentlyViewed />
      </AppProviders>,
    );
    const rail = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getByText(coffeeInEnglish.name)).toBeInTheDocument();
    expect(within(rail).queryByText(coffee.name)).not.toBeInTheDocument();
    expect(within(rail).queryByText(coffee.provider.name)).not.toBeInTheDocument();
    expect(readRecentlyViewed('en')).toEqual([coffeeInEnglish]);
  });

  it('leaves out a product that cannot be loaded in this language and shows the others', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}products/:id`, () => {
        requests += 1;
        return HttpResponse.error();
      }),
    );
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'en');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders locale="en" queryClient={queryClient}>
        <RecentlyViewed />
      </AppProviders>,
    );
    await waitFor(() => expect(requests).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const rail = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getByRole('link')).toHaveAttribute('href', `/products/${dates.id}`);
  });
});
