import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import type { DemoLang } from '../messages.js';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoProduct } from '../seed/catalog.js';
import type { DemoStore, DemoUser } from '../state.js';
import { serveCatalogImages } from './catalog-images.js';
import { catalogMsg } from './catalog-messages.js';
import {
  type ViewContext,
  assetBase,
  catalogIndex,
  categoryView,
  searchMatches,
  productCard,
  productDetails,
  productOrder,
  providerView,
  providersByRating,
  reviewsOf,
  sortAndFilter,
  topOf,
} from './catalog-views.js';

/** When the demo's catalogue opened: the oldest date a page of it may have changed. */
const CATALOG_OPENED_AT = '2025-01-01T00:00:00.000Z';

/** When what a product's page shows last changed. */
const productUpdatedAt = (product: DemoProduct): string =>
  product.updated_at ?? product.created_at ?? CATALOG_OPENED_AT;

/** The views' context of a request. */
export function viewOf(
  store: DemoStore,
  { lang, user, request }: { lang: DemoLang; user: DemoUser | undefined; request: Request },
): ViewContext {
  const { catalog } = store.state;
  return {
    catalog,
    lang,
    base: assetBase(request),
    favorites: new Set(user ? (catalog.favorites[String(user.id)] ?? []) : []),
  };
}

/** Categories, providers, products, reviews, related products, search and favorites. */
export function serveCatalog(app: Hono, store: DemoStore, served: Set<string>): void {
  const { catalog: call } = calls;
  serveCatalogImages(app, store);

  serveCall(app, store, served, call.categories, (context): Reply => {
    const view = viewOf(store, context);
    return { data: view.catalog.categories.map((category) => categoryView(category, view)) };
  });

  serveCall(app, store, served, call.categoryProducts, (context): Reply => {
    const { input, lang } = context;
    const view = viewOf(store, context);
    if (!view.catalog.categories.some((category) => category.id === input.id)) {
      return { key: 'fail', msg: catalogMsg('categoryNotFound', lang), status: 404 };
    }
    const products = catalogIndex(view.catalog).byCategory.get(input.id) ?? [];
    const listed = page(sortAndFilter(products, input), input);
    return { data: { ...listed, data: listed.data.map((product) => productCard(product, view)) } };
  });

  serveCall(app, store, served, call.providers, (context): Reply => {
    const { input } = context;
    const view = viewOf(store, context);
    const providers = providersByRating(view.catalog.providers).filter(
      (provider) =>
        input.category_id === undefined || provider.category_ids.includes(input.category_id),
    );
    const listed = page(providers, input);
    return { data: { ...listed, data: listed.data.map((item) => providerView(item, view)) } };
  });

  serveCall(app, store, served, call.provider, (context): Reply => {
    const { input, lang } = context;
    const view = viewOf(store, context);
    const provider = view.catalog.providers.find((item) => item.id === input.id);
    if (!provider) return { key: 'fail', msg: catalogMsg('providerNotFound', lang), status: 404 };
    return {
      data: {
        ...providerView(provider, view),
        cover: `${view.base}/__demo/images/provider-covers/${provider.id}.webp`,
        description: provider.description[lang],
        address: provider.address[lang],
        products_count: catalogIndex(view.catalog).byProvider.get(provider.id)?.length ?? 0,
        categories: view.catalog.categories
          .filter((category) => provider.category_ids.includes(category.id))
          .map((category) => ({ id: category.id, name: category.name[lang] })),
      },
    };
  });

  serveCall(app, store, served, call.providerProducts, (context): Reply => {
    const { input, lang } = context;
    const view = viewOf(store, context);
    if (!view.catalog.providers.some((provider) => provider.id === input.id)) {
      return { key: 'fail', msg: catalogMsg('providerNotFound', lang), status: 404 };
    }
    const products = catalogIndex(view.catalog).byProvider.get(input.id) ?? [];
    const listed = page(sortAndFilter(products, input), input);
    return { data: { ...listed, data: listed.data.map((product) => productCard(product, view)) } };
  });

  serveCall(app, store, served, call.sitemap, (context): Reply => {
    const { input } = context;
    const { catalog } = store.state;
    const index = catalogIndex(catalog);
    // A list's page shows its products: it last changed when the newest of them did.
    const newestOf = (products: readonly DemoProduct[] | undefined) =>
      (products ?? []).reduce(
        (newest, product) =>
          productUpdatedAt(product) > newest ? productUpdatedAt(product) : newest,
        CATALOG_OPENED_AT,
      );
    const entries =
      input.kind === 'products'
        ? [...catalog.products]
            .sort((a, b) => a.id - b.id)
            .map((product) => ({ id: product.id, updated_at: productUpdatedAt(product) }))
        : input.kind === 'categories'
          ? catalog.categories.map((category) => ({
              id: category.id,
              updated_at: newestOf(index.byCategory.get(category.id)),
            }))
          : [...catalog.providers]
              .sort((a, b) => a.id - b.id)
              .map((provider) => ({
                id: provider.id,
                updated_at: newestOf(index.byProvider.get(provider.id)),
              }));
    return { data: page(entries, { page: input.page, per_page: input.per_page ?? 1000 }) };
  });

  serveCall(app, store, served, call.product, (context): Reply => {
    const { input, lang } = context;
    const view = viewOf(store, context);
    const product = catalogIndex(view.catalog).byId.get(input.id);
    if (!product) return { key: 'fail', msg: catalogMsg('productNotFound', lang), status: 404 };
    return { data: productDetails(product, view) };
  });

  serveCall(app, store, served, call.productReviews, (context): Reply => {
    const { input, lang } = context;
    const { catalog } = store.state;
    if (!catalogIndex(catalog).byId.has(input.id)) {
      return { key: 'fail', msg: catalogMsg('productNotFound', lang), status: 404 };
    }
    const base = assetBase(context.request);
    const listed = page(reviewsOf(catalog, input.id), input);
    return {
      data: {
        ...listed,
        data: listed.data.map((review) => ({
          id: review.id,
          user: {
            name: review.user_name,
            image:
              review.user_id === null
                ? null
                : `${base}/__demo/images/avatar-${review.user_id}.webp`,
          },
          rating: review.rating,
          comment: review.comment,
          created_at: review.created_at,
        })),
      },
    };
  });

  serveCall(app, store, served, call.relatedProducts, (context): Reply => {
    const { input, lang } = context;
    const view = viewOf(store, context);
    const index = catalogIndex(view.catalog);
    const product = index.byId.get(input.id);
    if (!product) return { key: 'fail', msg: catalogMsg('productNotFound', lang), status: 404 };
    const others = (list: readonly (typeof product)[] | undefined) =>
      (list ?? []).filter((item) => item.id !== product.id);
    const sameSubcategory = topOf(
      others(
        product.subcategory_id === null ? [] : index.bySubcategory.get(product.subcategory_id),
      ),
      10,
      productOrder.best_selling,
    );
    const chosen = new Set(sameSubcategory.map((item) => item.id));
    const sameCategory = topOf(
      others(index.byCategory.get(product.category_id)).filter((item) => !chosen.has(item.id)),
      10 - sameSubcategory.length,
      productOrder.best_selling,
    );
    return {
      data: [...sameSubcategory, ...sameCategory].map((item) => productCard(item, view)),
    };
  });

  serveCall(app, store, served, call.search, (context): Reply => {
    const { input } = context;
    const view = viewOf(store, context);
    // A search's matches are few beside the catalog: sorted on each request, not kept.
    const listed = page(sortAndFilter(searchMatches(view.catalog, input.q), input), input);
    return { data: { ...listed, data: listed.data.map((product) => productCard(product, view)) } };
  });

  serveCall(app, store, served, call.toggleFavorite, ({ input, lang, user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const { catalog } = store.state;
    if (!catalogIndex(catalog).byId.has(input.id)) {
      return { key: 'fail', msg: catalogMsg('productNotFound', lang), status: 404 };
    }
    const key = String(user.id);
    const favorites = catalog.favorites[key] ?? [];
    const isFavorite = !favorites.includes(input.id);
    catalog.favorites[key] = isFavorite
      ? [input.id, ...favorites]
      : favorites.filter((id) => id !== input.id);
    store.changed();
    return {
      msg: catalogMsg(isFavorite ? 'favoriteAdded' : 'favoriteRemoved', lang),
      data: { product_id: input.id, is_favorite: isFavorite },
    };
  });

  serveCall(app, store, served, call.favorites, (context): Reply => {
    const { input, user } = context;
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const view = viewOf(store, context);
    const index = catalogIndex(view.catalog);
    const products = (view.catalog.favorites[String(user.id)] ?? []).flatMap((id) => {
      const product = index.byId.get(id);
      return product ? [product] : [];
    });
    const listed = page(products, input);
    return { data: { ...listed, data: listed.data.map((product) => productCard(product, view)) } };
  });
}
