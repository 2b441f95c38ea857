import { useId } from 'react';
import { useIntl } from 'react-intl';
import { emptyStateMessages } from '@matjar/i18n';
import { Button } from '@matjar/ui';
import { useRecentlyViewed } from '../../hooks/use-recently-viewed.js';
import { clearRecentlyViewed } from '../../lib/recently-viewed-store.js';
import { ProductRail } from '../product-rail/product-rail.js';
import { recentlyViewedMessages as m } from './messages.js';
import type { RecentlyViewedProps } from './recently-viewed.js';

/**
 * The rail `RecentlyViewed` loads once the device has viewed a product. "Recently viewed": a rail of the products this device opened last, newest first, with a button
 * that clears the list. The list stays on the device (no account needed) and follows other tabs.
 * Cards are shown in the current language only: a product seen in the other language is fetched
 * in this one and joins the rail once it arrives (see `useRecentlyViewed`), so it needs the app's
 * `ApiClientProvider` and `QueryClientProvider`. Renders nothing at all while the list is empty,
 * which includes the server render and hydration.
 *
 * @example
 * <RecentlyViewed excludeId={product.id} />
 */
export function RecentlyViewedRail({ excludeId, onClear }: RecentlyViewedProps) {
  const intl = useIntl();
  const headingId = useId();
  const products = useRecentlyViewed({ excludeId });
  if (products.length === 0) return null;

  const handleClear = () => {
    clearRecentlyViewed();
    onClear?.();
  };

  return (
    <div className="catalog-recently-viewed">
      {/* Before the rail, so keyboard users meet it before a dozen product links; shown beside
          the heading. Its name says what it clears, as it stands outside the rail's region. */}
      <Button
        className="catalog-recently-viewed__clear"
        variant="ghost"
        size="sm"
        aria-label={intl.formatMessage(m.clearLabel)}
        onClick={handleClear}
      >
        {intl.formatMessage(m.clear)}
      </Button>
      <ProductRail
        headingId={headingId}
        title={intl.formatMessage(m.title)}
        products={products}
        // Never shown: the band is not rendered without products.
        emptyMessage={intl.formatMessage(emptyStateMessages.noProducts)}
      />
    </div>
  );
}
