import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { categorySchema, productSchema, providerSchema } from '../schemas/catalog.js';
import { pageQuerySchema, paginated } from '../schemas/common.js';
import { bannerSchema } from '../schemas/content.js';

/** Every section of the home page; each product list holds at most 10 items. */
export const homeSchema = v.object({
  banners: v.array(bannerSchema),
  categories: v.array(categorySchema),
  /** Best rated providers first. */
  providers: v.array(providerSchema),
  /** Discounted products, biggest discount first. */
  offers: v.array(productSchema),
  /** Most recently added first. */
  newly_added: v.array(productSchema),
  /** Most units sold first. */
  most_selling: v.array(productSchema),
});

export type Home = v.InferOutput<typeof homeSchema>;

/** The home page and its "see all" lists: newly added, most selling and offers. */
export const homeCalls = {
  /**
   * The home page in one call: banners, categories, providers and three product rows.
   *
   * `GET home` (`home.sections`), for anyone, with or without a token.
   *
   * Input: —.
   *
   * Data on success: { banners, categories, providers, offers, newly_added, most_selling }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  sections: defineCall({
    id: 'home.sections',
    method: 'GET',
    path: 'home',
    body: 'query',
    access: 'public',
    summary: 'The home page in one call: banners, categories, providers and three product rows.',
    input: v.object({}),
    output: homeSchema,
  }),

  /**
   * Products, most recently added first, a page at a time.
   *
   * `GET newly-added-products` (`home.newlyAdded`), for anyone, with or without a token.
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  newlyAdded: defineCall({
    id: 'home.newlyAdded',
    method: 'GET',
    path: 'newly-added-products',
    body: 'query',
    access: 'public',
    summary: 'Products, most recently added first, a page at a time.',
    input: pageQuerySchema,
    output: paginated(productSchema),
  }),

  /**
   * Products, most units sold first, a page at a time.
   *
   * `GET most-selling-products` (`home.mostSelling`), for anyone, with or without a token.
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  mostSelling: defineCall({
    id: 'home.mostSelling',
    method: 'GET',
    path: 'most-selling-products',
    body: 'query',
    access: 'public',
    summary: 'Products, most units sold first, a page at a time.',
    input: pageQuerySchema,
    output: paginated(productSchema),
  }),

  /**
   * Discounted products, biggest discount first, a page at a time.
   *
   * `GET offers` (`home.offers`), for anyone, with or without a token.
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, name, brand, image, … }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  offers: defineCall({
    id: 'home.offers',
    method: 'GET',
    path: 'offers',
    body: 'query',
    access: 'public',
    summary: 'Discounted products, biggest discount first, a page at a time.',
    input: pageQuerySchema,
    output: paginated(productSchema),
  }),
};
