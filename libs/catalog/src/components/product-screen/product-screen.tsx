import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetails } from '@matjar/api-client';
import { useLocale } from '@matjar/i18n';
import { ErrorState, Link, onIdle } from '@matjar/ui';
import { useProduct } from '../../hooks/use-catalog.js';
import { useRecordRecentlyViewed } from '../../hooks/use-record-recently-viewed.js';
import { catalogPaths } from '../catalog-paths.js';
import { FavoriteToggle } from '../favorite-toggle/favorite-toggle.js';
import { ProductFacts } from '../product-facts/product-facts.js';
import { ProductFiles } from '../product-gallery/product-files.js';
import { ProductGallery } from '../product-gallery/product-gallery.js';
import { type AddToCartRequest, ProductPurchase } from '../product-purchase/product-purchase.js';
import { RecentlyViewed } from '../recently-viewed/recently-viewed.js';
import { ShareButton } from '../share-button/share-button.js';
import { StockAlertToggle } from '../stock-alert/stock-alert-toggle.js';
import { productScreenMessages as m } from './messages.js';
import type { ProductMoreProps } from './product-more.js';
import { ProductMoreSkeleton } from './product-more-skeleton.js';
import { ProductScreenSkeleton } from './product-screen-skeleton.js';

/**
 * The reviews and similar products, drawn by the server with the page and brought alive once the
 * page is idle (`onIdle`): the product, its choices and "Add to cart" answer before that code has
 * come, and hydrating the page no longer includes it.
 */
const LaterProductMore = onIdle<ProductMoreProps>(
  () => import('./product-more.js').then((module) => module.ProductMore),
  { name: 'product-more', fallback: ProductMoreSkeleton },
);

export interface ProductScreenProps {
  /** The product shown. Give the screen `key={id}` so that another product starts afresh. */
  id: number;
  /**
   * The variant chosen when the page opens (a stock alert's link names the one waited for); one
   * the product does not have is ignored. Without it a product with one variant has it chosen.
   */
  initialVariantId?: number | undefined;
  /**
   * "Add to cart" pressed with a variant (when the product has any) and a quantity: the app puts
   * it in the cart (`useAddToCartAnnounced` of `@matjar/cart`), asking a visitor to sign in first.
   */
  onAddToCart: (request: AddToCartRequest) => void;
  /** Whether that add is on its way: the button waits. */
  isAdding: boolean;
  /** The trail above the product (the app's `Breadcrumbs`), drawn once the product is known. */
  renderTrail?: ((product: ProductDetails) => ReactNode) | undefined;
}

/**
 * The product's page below the app's frame: its trail, the gallery, its store, its name as the
 * page's `h1`, the purchase box (variants, quantity, "Add to cart", favourite, share, and "Notify
 * me" for a sold-out variant), its facts, description and files; then its reviews and similar
 * products, live once the page is idle (`onIdle`), and what the customer viewed recently. The
 * product is recorded as viewed. While it loads, its skeleton; when it cannot be loaded, a retry.
 * Links are `Link` of `@matjar/ui` (give the app's in a `LinkProvider`).
 *
 * @example
 * <ProductScreen
 *   key={id}
 *   id={id}
 *   onAddToCart={({ productId, variantId, quantity }) =>
 *     cart.add({ product_id: productId, variant_id: variantId, quantity })}
 *   isAdding={cart.isAdding}
 * />
 */
export function ProductScreen({
  id,
  initialVariantId,
  onAddToCart,
  isAdding,
  renderTrail,
}: ProductScreenProps) {
  const intl = useIntl();
  const query = useProduct(id);
  useRecordRecentlyViewed(query.data, useLocale());
  if (query.isError && !query.data) {
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const product = query.data;
  if (!product) return <ProductScreenSkeleton />;
  return (
    <>
      {renderTrail?.(product)}
      <article className="catalog-product-page" aria-labelledby="catalog-product-name">
        <ProductGallery
          images={product.images.length ? product.images : [product.image]}
          name={product.name}
          video={product.video}
          isPriority
        />
        <div className="catalog-product-page__summary">
          <p className="catalog-product-page__brand">
            <Link to={catalogPaths.provider(product.provider.id)}>{product.provider.name}</Link>
          </p>
          <h1 id="catalog-product-name" className="catalog-product-page__name">
            {product.name}
          </h1>
          <Purchase
            product={product}
            initialVariantId={initialVariantId}
            onAddToCart={onAddToCart}
            isAdding={isAdding}
          />
          <ProductFacts product={product} />
        </div>
        <section className="catalog-product-page__about" aria-labelledby="catalog-product-about">
          <h2 id="catalog-product-about">{intl.formatMessage(m.aboutProduct)}</h2>
          <p dir="auto" className="catalog-product-page__description">
            {product.description}
          </p>
          <ProductFiles files={product.files} />
        </section>
      </article>
      {/* Below the first screen: live once the page is idle. */}
      <LaterProductMore
        productId={product.id}
        rating={product.rating}
        reviewsCount={product.reviews_count}
      />
      <RecentlyViewed excludeId={product.id} />
    </>
  );
}

interface PurchaseProps extends Pick<
  ProductScreenProps,
  'initialVariantId' | 'onAddToCart' | 'isAdding'
> {
  product: ProductDetails;
}

/** The purchase box with the variant and quantity the customer chose. */
function Purchase({ product, initialVariantId, onAddToCart, isAdding }: PurchaseProps) {
  const [variantId, setVariantId] = useState<number | undefined>(() => {
    if (product.variants.some((variant) => variant.id === initialVariantId))
      return initialVariantId;
    return product.variants.length === 1 ? product.variants[0]?.id : undefined;
  });
  const [quantity, setQuantity] = useState(1);
  const shareUrl =
    typeof window === 'undefined' ? catalogPaths.product(product.id) : window.location.href;
  return (
    <ProductPurchase
      product={product}
      variantId={variantId}
      onVariantChange={setVariantId}
      quantity={quantity}
      onQuantityChange={setQuantity}
      onAddToCart={onAddToCart}
      isAdding={isAdding}
      favoriteSlot={<FavoriteToggle product={product} size="large" />}
      shareSlot={<ShareButton url={shareUrl} title={product.name} />}
      outOfStockSlot={(chosen) => <StockAlertToggle productId={product.id} variantId={chosen} />}
    />
  );
}
