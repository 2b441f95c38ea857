import { describe, expect, it } from 'vitest';
import { type DemoProduct, generateProducts, seedCatalog } from '../seed/catalog.js';
import {
  type ProductSort,
  normalise,
  productOrder,
  searchMatches,
  sortAndFilter,
  sortedOf,
} from './catalog-views.js';

const sorts = Object.keys(productOrder) as ProductSort[];
const ids = (products: readonly DemoProduct[]) => products.map((product) => product.id);

describe('product lists of a large catalog', () => {
  const { products } = generateProducts(2_000);

  it.each(sorts)('lists every product once in %s order', (sort) => {
    const sorted = sortedOf(products, sort);
    expect(ids(sorted)).toEqual(ids([...products].sort(productOrder[sort])));
    expect(new Set(ids(sorted)).size).toBe(products.length);
  });

  it('orders the most recent first, then by id', () => {
    const sorted = sortedOf(products, 'recent');
    for (let index = 1; index < sorted.length; index += 1) {
      const [before, after] = [sorted[index - 1], sorted[index]] as [DemoProduct, DemoProduct];
      const newer = (before.created_at ?? '') > (after.created_at ?? '');
      const tie = before.created_at === after.created_at && before.id < after.id;
      expect(newer || tie, `${before.id} before ${after.id}`).toBe(true);
    }
  });

  it('sorts a list once and answers later queries from that order', () => {
    expect(sortedOf(products, 'price_low')).toBe(sortedOf(products, 'price_low'));
    expect(sortAndFilter(products, { sort: 'top_rated' })).toBe(sortedOf(products, 'top_rated'));
  });

  it('sorts again once products are added to the list', () => {
    const list = products.slice(0, 100);
    const before = sortedOf(list, 'best_selling');
    const newcomer = { ...products[100], id: 99_999, sold_count: 1_000_000 } as DemoProduct;
    list.push(newcomer);
    const after = sortedOf(list, 'best_selling');
    expect(after).not.toBe(before);
    expect(after[0]?.id).toBe(99_999);
  });

  it('filters the sorted list by price, discount and category, in order', () => {
    const query = { sort: 'price_low', min_price: 20, max_price: 200, discounted: true } as const;
    const kept = sortAndFilter(products, { ...query, category_id: 2 });
    expect(kept.length).toBeGreaterThan(0);
    const expected = [...products]
      .filter(
        (product) =>
          product.category_id === 2 &&
          product.discount > 0 &&
          sortAndFilter([product], query).length === 1,
      )
      .sort(productOrder.price_low);
    expect(ids(kept)).toEqual(ids(expected));
  });
});

describe('searching a large catalog', () => {
  const catalog = { ...seedCatalog(), products: generateProducts(3_000).products };
  const scan = (q: string) => {
    const words = normalise(q).split(' ').filter(Boolean);
    return catalog.products.filter((product) => {
      const text = normalise(
        `${product.name.ar} ${product.name.en} ${product.brand?.ar ?? ''} ${product.brand?.en ?? ''}`,
      );
      return words.every((word) => text.includes(word));
    });
  };

  it.each(['تفاح', 'تفاح احمر', 'آيفون', 'apple', 'RED apple', 'تم', 'a', 'لا يوجد شيء كهذا'])(
    'finds exactly the products whose name or brand holds every word of "%s"',
    (q) => {
      expect(ids(searchMatches(catalog, q))).toEqual(ids(scan(q)));
    },
  );

  it('matches Arabic letter forms and Eastern digits loosely', () => {
    const apples = searchMatches(catalog, 'تفاح');
    expect(apples.length).toBeGreaterThan(0);
    expect(ids(searchMatches(catalog, 'تُفّاح'))).toEqual(ids(apples));
  });

  it('finds a product added after the index was built', () => {
    const grown = { ...catalog, products: [...catalog.products] };
    expect(searchMatches(grown, 'زعفران فاخر')).toEqual([]);
    const saffron = {
      ...grown.products[0],
      id: 88_888,
      name: { ar: 'زعفران فاخر', en: 'Fine saffron' },
    } as DemoProduct;
    grown.products.push(saffron);
    expect(ids(searchMatches(grown, 'زعفران فاخر'))).toEqual([88_888]);
  });
});
