import { useIntl } from 'react-intl';
import { useRelatedProducts } from '../../hooks/use-catalog.js';
import { ProductRail } from '../product-rail/product-rail.js';
import { ProductReviewsSection } from '../product-reviews-section/product-reviews-section.js';
import { productScreenMessages as m } from './messages.js';

export interface ProductMoreProps {
  productId: number;
  /** The product's average rating and how many reviews it has. */
  rating: number;
  reviewsCount: number;
}

/** Similar products, once the store has said which. */
function RelatedProducts({ id }: { id: number }) {
  const intl = useIntl();
  const related = useRelatedProducts(id);
  if (!related.data) return null;
  return (
    <ProductRail
      title={intl.formatMessage(m.related)}
      headingId="catalog-product-related"
      products={related.data}
      emptyMessage={intl.formatMessage(m.noRelated)}
    />
  );
}

/**
 * What the product page shows below the product: its reviews and similar products. The product
 * screen draws it with `onIdle`: its code is not the first screen's.
 */
export function ProductMore({ productId, rating, reviewsCount }: ProductMoreProps) {
  return (
    <>
      <ProductReviewsSection productId={productId} rating={rating} reviewsCount={reviewsCount} />
      <RelatedProducts id={productId} />
    </>
  );
}
