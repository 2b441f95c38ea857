import type { ProductDetails } from '@matjar/api-client';

/**
 * A product as schema.org `Product` JSON-LD, for search engines: name, pictures, brand, the
 * rating, and an `Offer` in SAR (VAT included) with its availability. Products with variants of
 * different prices offer the range as an `AggregateOffer`.
 *
 * @example
 * meta: [{ 'script:ld+json': productJsonLd(product, { url: canonicalUrl }) }]
 */
export function productJsonLd(
  product: ProductDetails,
  { url }: { url: string },
): Record<string, unknown> {
  const availability = `https://schema.org/${product.is_available ? 'InStock' : 'OutOfStock'}`;
  const prices = product.variants.length
    ? product.variants.map((variant) => variant.price)
    : [product.price];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const seller = { '@type': 'Organization', name: product.provider.name };
  const offers =
    low === high
      ? {
          '@type': 'Offer',
          url,
          price: low.toFixed(2),
          priceCurrency: 'SAR',
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          seller,
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: prices.length,
          priceCurrency: 'SAR',
          availability,
          seller,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name: product.name,
    description: product.description,
    image: product.images.length ? product.images : [product.image],
    category: product.subcategory?.name ?? product.category.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews_count,
          },
        }
      : {}),
    offers,
  };
}
