import { describe, expect, it } from 'vitest';
import {
  burnerProduct,
  oudOilProduct,
  soldOutProduct,
} from '../components/product-details-fixtures.js';
import { productJsonLd } from './product-json-ld.js';

const url = 'https://matjar.example/products/1?lang=ar';

describe('productJsonLd', () => {
  it('describes a product of one kind with one offer in SAR, in stock', () => {
    const data = productJsonLd(burnerProduct, { url });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: burnerProduct.name,
      sku: String(burnerProduct.id),
      offers: {
        '@type': 'Offer',
        price: burnerProduct.price.toFixed(2),
        priceCurrency: 'SAR',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect(data['image']).toEqual(burnerProduct.images);
  });

  it('offers the price range of variants with different prices', () => {
    expect(productJsonLd(oudOilProduct, { url })['offers']).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '250.00',
      highPrice: '620.00',
      offerCount: 3,
      priceCurrency: 'SAR',
    });
  });

  it('says when a product is out of stock', () => {
    expect(productJsonLd(soldOutProduct, { url })['offers']).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('carries the rating only when customers have rated the product', () => {
    expect(productJsonLd(oudOilProduct, { url })['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: oudOilProduct.rating,
      reviewCount: oudOilProduct.reviews_count,
    });
    expect(
      productJsonLd({ ...oudOilProduct, rating: 0, reviews_count: 0 }, { url })['aggregateRating'],
    ).toBeUndefined();
  });
});
