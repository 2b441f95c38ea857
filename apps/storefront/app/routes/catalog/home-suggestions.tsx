import { RecentlyViewed, ShopSuggestions, useHome } from '@matjar/catalog';

/**
 * The store's categories and best sellers, suggested where a page found nothing (a search
 * without results, the 404 page, an empty cart or favorites list), after what this device viewed
 * last when asked. They come from the home page's call, often already in the cache; nothing is
 * drawn until it arrives.
 */
export default function HomeSuggestions({
  idPrefix,
  withRecentlyViewed = false,
}: {
  idPrefix: string;
  /** Shows "Recently viewed" first (when this device viewed anything). */
  withRecentlyViewed?: boolean;
}) {
  const home = useHome();
  return (
    <>
      {withRecentlyViewed ? <RecentlyViewed /> : null}
      {home.data ? <ShopSuggestions home={home.data} idPrefix={idPrefix} /> : null}
    </>
  );
}
