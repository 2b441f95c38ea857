import { ShopSuggestions, useHome } from '@matjar/catalog';
import { AppLink } from '../../shell/app-link.js';

/**
 * The store's categories and best sellers, suggested where a page found nothing (a search
 * without results, the 404 page). They come from the home page's call, often already in the
 * cache; nothing is drawn until it arrives.
 */
export default function HomeSuggestions({ idPrefix }: { idPrefix: string }) {
  const home = useHome();
  if (!home.data) return null;
  return <ShopSuggestions home={home.data} idPrefix={idPrefix} LinkComponent={AppLink} />;
}
