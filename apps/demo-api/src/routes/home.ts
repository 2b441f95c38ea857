import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { viewOf } from './catalog.js';
import {
  categoryView,
  productCard,
  productOrder,
  providerView,
  providersByRating,
  topOf,
} from './catalog-views.js';

const SECTION_SIZE = 10;

/** The home page and its "see all" lists. */
export function serveHome(app: Hono, store: DemoStore, served: Set<string>): void {
  const { home } = calls;
  const offersOf = () => store.state.catalog.products.filter((product) => product.discount > 0);

  serveCall(app, store, served, home.sections, (context): Reply => {
    const view = viewOf(store, context);
    const { catalog, lang } = view;
    const cards = (list: typeof catalog.products) => list.map((item) => productCard(item, view));
    return {
      data: {
        banners: catalog.banners.map((banner) => ({
          id: banner.id,
          title: banner.title[lang],
          image: `${view.base}/__demo/images/banners/${banner.id}.webp?lang=${view.lang}`,
          link_type: banner.link_type,
          link_id: banner.link_id,
        })),
        categories: catalog.categories.map((category) => categoryView(category, view)),
        providers: providersByRating(catalog.providers)
          .slice(0, SECTION_SIZE)
          .map((provider) => providerView(provider, view)),
        offers: cards(topOf(offersOf(), SECTION_SIZE, productOrder.discounted)),
        newly_added: cards(topOf(catalog.products, SECTION_SIZE, productOrder.recent)),
        most_selling: cards(topOf(catalog.products, SECTION_SIZE, productOrder.best_selling)),
      },
    };
  });

  const list =
    (products: () => typeof store.state.catalog.products, order: keyof typeof productOrder) =>
    (
      context: Parameters<typeof viewOf>[1] & { input: { page?: number; per_page?: number } },
    ): Reply => {
      const view = viewOf(store, context);
      const listed = page([...products()].sort(productOrder[order]), context.input);
      return { data: { ...listed, data: listed.data.map((item) => productCard(item, view)) } };
    };

  serveCall(
    app,
    store,
    served,
    home.newlyAdded,
    list(() => store.state.catalog.products, 'recent'),
  );
  serveCall(
    app,
    store,
    served,
    home.mostSelling,
    list(() => store.state.catalog.products, 'best_selling'),
  );
  serveCall(app, store, served, home.offers, list(offersOf, 'discounted'));
}
