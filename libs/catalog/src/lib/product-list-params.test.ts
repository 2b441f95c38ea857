import fc from 'fast-check';
import { type ProductSort, productSortSchema } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import {
  PRODUCTS_PER_PAGE,
  type ProductListParams,
  activeFilterCount,
  listSearchWith,
  parsePrice,
  parseProductListParams,
  productListSearch,
  withParams,
} from './product-list-params.js';

const parse = (query: string) => parseProductListParams(new URLSearchParams(query));

/** A price in halalas precision, as a customer may filter by. */
const priceArbitrary = fc.integer({ min: 0, max: 10_000_000 }).map((halalas) => halalas / 100);

/** Valid parameters in canonical form: prices in order, page from 2, `discounted` true or absent. */
const validParams: fc.Arbitrary<ProductListParams> = fc
  .record(
    {
      sort: fc.constantFrom<ProductSort>(...productSortSchema.options),
      min_price: priceArbitrary,
      max_price: priceArbitrary,
      discounted: fc.constant(true),
      subcategory_id: fc.integer({ min: 1, max: 1_000_000 }),
      page: fc.integer({ min: 2, max: 10_000 }),
    },
    { requiredKeys: [] },
  )
  .map((params) => {
    const { min_price: min, max_price: max } = params;
    return min !== undefined && max !== undefined && min > max
      ? { ...params, min_price: max, max_price: min }
      : params;
  });

/** Any query a URL may carry: known keys with garbage values, unknown keys, repeats. */
const anyQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('sort', 'min', 'max', 'discounted', 'sub', 'page', 'q', ''),
      fc.oneof(
        fc.string(),
        fc.constantFrom(...productSortSchema.options, '1', '0', '-3', '2.5', 'NaN', '١٥٠', '1e3'),
        fc.integer().map(String),
        fc.double().map(String),
      ),
    ),
    { maxLength: 10 },
  )
  .map((entries) => new URLSearchParams(entries));

describe('PRODUCTS_PER_PAGE', () => {
  it('is the page size of the list calls', () => {
    expect(PRODUCTS_PER_PAGE).toBe(24);
  });
});

describe('parseProductListParams', () => {
  it('reads every key of a list URL', () => {
    expect(parse('sort=price_low&min=100&max=250.5&discounted=1&sub=12&page=3')).toEqual({
      sort: 'price_low',
      min_price: 100,
      max_price: 250.5,
      discounted: true,
      subcategory_id: 12,
      page: 3,
    });
  });

  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual({});
  });

  it('drops an unknown sort', () => {
    expect(parse('sort=cheapest')).toEqual({});
    expect(parse('sort=PRICE_LOW')).toEqual({});
  });

  it('drops a page that is not a whole number from 1, and page 1 as the default', () => {
    for (const page of ['-2', '0', '1', 'NaN', '2.5', 'abc', '', '1e2', '99999999999999999999']) {
      expect(parse(`page=${page}`)).toEqual({});
    }
    expect(parse('page=7')).toEqual({ page: 7 });
  });

  it('swaps a minimum price above the maximum', () => {
    expect(parse('min=500&max=100')).toEqual({ min_price: 100, max_price: 500 });
  });

  it('reads Arabic-Indic digits in prices, the page and the subcategory', () => {
    expect(parse(`min=${encodeURIComponent('١٥٠')}&max=${encodeURIComponent('٣٠٠٫٥')}`)).toEqual({
      min_price: 150,
      max_price: 300.5,
    });
    expect(parse(`page=${encodeURIComponent('٤')}&sub=${encodeURIComponent('۱۲')}`)).toEqual({
      page: 4,
      subcategory_id: 12,
    });
  });

  it('drops prices that are not prices', () => {
    for (const value of ['-5', 'abc', '1e3', 'Infinity', '0x10', '10,5', '  ']) {
      expect(parse(`min=${encodeURIComponent(value)}`)).toEqual({});
    }
  });

  it('keeps only discounted products for discounted=1 and all products otherwise', () => {
    expect(parse('discounted=1')).toEqual({ discounted: true });
    expect(parse('discounted=0')).toEqual({});
    expect(parse('discounted=yes')).toEqual({});
  });

  it('drops a subcategory that is not an id', () => {
    expect(parse('sub=0')).toEqual({});
    expect(parse('sub=food')).toEqual({});
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(anyQuery, (search) => {
        expect(() => parseProductListParams(search)).not.toThrow();
      }),
    );
  });
});

describe('productListSearch', () => {
  it('writes the keys in a fixed order, whatever the order of the object', () => {
    const search = productListSearch({
      page: 2,
      discounted: true,
      max_price: 300,
      min_price: 50,
      sort: 'recent',
      subcategory_id: 4,
    });
    expect(search.toString()).toBe('sub=4&sort=recent&min=50&max=300&discounted=1&page=2');
  });

  it('leaves out the defaults, so the first page without a sort has a bare URL', () => {
    expect(productListSearch({ page: 1, discounted: false }).toString()).toBe('');
    expect(productListSearch({}).toString()).toBe('');
  });

  it('gives back valid parameters when read again', () => {
    fc.assert(
      fc.property(validParams, (params) => {
        expect(parseProductListParams(productListSearch(params))).toEqual(params);
      }),
      { numRuns: 500 },
    );
  });

  it('gives one canonical URL for any query: writing what was read and reading it again changes nothing', () => {
    fc.assert(
      fc.property(anyQuery, (search) => {
        const canonical = productListSearch(parseProductListParams(search)).toString();
        const again = productListSearch(
          parseProductListParams(new URLSearchParams(canonical)),
        ).toString();
        expect(again).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });
});

describe('withParams', () => {
  it('goes back to the first page when the sort changes', () => {
    expect(withParams({ sort: 'recent', page: 4 }, { sort: 'price_low' })).toEqual({
      sort: 'price_low',
    });
  });

  it('goes back to the first page when a filter is added or removed', () => {
    expect(withParams({ page: 4 }, { discounted: true })).toEqual({ discounted: true });
    expect(withParams({ min_price: 10, page: 4 }, { min_price: undefined })).toEqual({});
  });

  it('keeps the rest when only the page changes', () => {
    expect(withParams({ sort: 'recent', discounted: true, page: 2 }, { page: 3 })).toEqual({
      sort: 'recent',
      discounted: true,
      page: 3,
    });
  });

  it('keeps the page when a change sets what was already set', () => {
    expect(withParams({ sort: 'recent', page: 2 }, { sort: 'recent' })).toEqual({
      sort: 'recent',
      page: 2,
    });
  });

  it('resets the page for any change but the page, and only then', () => {
    fc.assert(
      fc.property(validParams, validParams, (current, next) => {
        const { page: _page, ...filters } = next;
        const result = withParams(current, filters);
        const changed = (Object.keys(filters) as (keyof typeof filters)[]).some(
          (key) => filters[key] !== current[key],
        );
        expect(result.page).toBe(changed ? undefined : current.page);
      }),
    );
  });
});

describe('parsePrice', () => {
  it('reads ASCII and Arabic-Indic digits', () => {
    expect(parsePrice(' 150 ')).toBe(150);
    expect(parsePrice('١٥٠')).toBe(150);
    expect(parsePrice('۲۵٫۷۵')).toBe(25.75);
  });

  it('tells an empty text from a text that is not a price', () => {
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('cheap')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
  });
});

describe('activeFilterCount', () => {
  it('counts the discount filter and the price range, not the sort', () => {
    expect(activeFilterCount({ sort: 'recent' })).toBe(0);
    expect(activeFilterCount({ discounted: true })).toBe(1);
    expect(activeFilterCount({ min_price: 5, max_price: 10, discounted: true })).toBe(2);
  });
});

describe('listSearchWith', () => {
  it("replaces the list's part of a query and keeps its other keys", () => {
    const current = new URLSearchParams('q=تمر&sort=recent&page=3&utm_source=sms');
    expect([...listSearchWith(current, { discounted: true })]).toEqual([
      ['q', 'تمر'],
      ['utm_source', 'sms'],
      ['discounted', '1'],
    ]);
  });

  it('leaves out what is a default, so a list has one address', () => {
    expect(listSearchWith(new URLSearchParams('page=2'), { page: 1 }).toString()).toBe('');
  });
});
