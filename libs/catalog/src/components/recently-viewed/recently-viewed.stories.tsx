import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type Product, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { storyLocale } from '@matjar/i18n/testing';
import { fn } from 'storybook/test';
import { RECENTLY_VIEWED_KEY } from '../../lib/recently-viewed-store.js';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { RecentlyViewed } from './recently-viewed.js';

/** The fixtures' names as the store gives them in English, by product id. */
const englishNames: Record<number, { name: string; brand: string; provider: string }> = {
  101: {
    name: 'Saudi Arabic coffee with cardamom and saffron, 500 g',
    brand: 'Al Deera Roastery',
    provider: 'Al Deera Roastery',
  },
  102: {
    name: 'Premium Qassim Sukkari dates, 1 kg',
    brand: 'Qassim Dates',
    provider: 'Qassim Dates',
  },
  103: {
    name: 'Wireless noise-cancelling headphones, 30-hour battery',
    brand: 'Sound',
    provider: 'Riyadh Electronics',
  },
  104: { name: 'Royal oud oil, 12 ml', brand: 'House of Oud', provider: 'House of Oud' },
  105: {
    name: 'Extra virgin olive oil from Al Jouf, 1 l',
    brand: 'Al Jouf Markets',
    provider: 'Al Jouf Markets',
  },
  106: {
    name: 'Black crepe abaya with hand embroidery on the sleeves',
    brand: 'Dar Al Anaqa',
    provider: 'Dar Al Anaqa',
  },
};

/** A fixture's card as the store answers in `locale` (the fixtures are in Arabic). */
function cardIn(product: Product, locale: Locale): Product {
  const english = englishNames[product.id];
  if (locale === 'ar' || !english) return product;
  return {
    ...product,
    name: english.name,
    brand: english.brand,
    provider: { ...product.provider, name: english.provider },
  };
}

/**
 * Stores `products`, viewed in the story's language, as this device's recently viewed list before
 * the story renders, so the story looks the same in Storybook and in `composeStories` tests (and
 * asks the store for nothing).
 */
function viewedOnThisDevice(products: readonly Product[]): Decorator {
  return (Story, context) => {
    // The language `withCatalogLocale` renders the story in.
    const locale: Locale = storyLocale(context.globals);
    const viewedAt = Date.parse('2025-05-01T09:00:00Z');
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(
        products.map((product, index) => ({
          id: product.id,
          viewed_at: viewedAt - index * 60_000,
          cards: { [locale]: cardIn(product, locale) },
        })),
      ),
    );
    return <Story />;
  };
}

/**
 * The app's query cache and API client: the band fetches the products it has no card of in the
 * page's language. The stories keep a card of each, so the client is never called.
 */
function StoreProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [api] = useState(() =>
    createApiClient({ baseUrl: 'https://store.invalid/api/', getToken: () => null, retries: 0 }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

const withStore: Decorator = (Story) => (
  <StoreProviders>
    <Story />
  </StoreProviders>
);

const meta = {
  title: 'catalog/RecentlyViewed',
  component: RecentlyViewed,
  args: { onClear: fn() },
  decorators: [withCatalogLocale, withStore, viewedOnThisDevice(productsFixture)],
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewed: Story = {};
export const OnAProductPage: Story = {
  args: { excludeId: productsFixture[0]?.id },
};
export const OneProduct: Story = {
  decorators: [viewedOnThisDevice(productsFixture.slice(1, 2))],
};
/** Nothing viewed yet: the band renders nothing at all. */
export const NothingViewed: Story = {
  decorators: [viewedOnThisDevice([])],
};
/** In English, with the products' English names. */
export const English: Story = {
  globals: { locale: 'en' },
};
