import { useEffect } from 'react';
import type { Product } from '@matjar/api-client';
import type { Locale } from '@matjar/i18n';
import { recordRecentlyViewed } from '../lib/recently-viewed-store.js';

/**
 * Records `product`, as shown in `locale`, as viewed on this device once it is known (pass
 * `undefined` while it loads), and again when another product is shown. Call it on the product
 * page, with the language the product was fetched in (the page's).
 *
 * @example
 * const { data: product } = useProduct(id);
 * useRecordRecentlyViewed(product, useLocale());
 */
export function useRecordRecentlyViewed(product: Product | undefined, locale: Locale): void {
  useEffect(() => {
    if (product) recordRecentlyViewed(product, locale);
  }, [product, locale]);
}
