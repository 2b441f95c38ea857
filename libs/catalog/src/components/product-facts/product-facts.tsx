import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetails } from '@matjar/api-client';
import { useFormatters, weightInGrams } from '@matjar/i18n';
import { Link } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';
import { productFactsMessages as m } from './messages.js';

export interface ProductFactsProps {
  product: ProductDetails;
  className?: string;
}

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A product's facts as a description list: brand, category (a link to it), net weight in grams
 * (unless its variants are weights, which its variant picker names), and for food the calories and the share of the daily value per serving. A fact the product does
 * not have is left out, never shown empty.
 *
 * @example
 * <ProductFacts product={product} />
 */
export function ProductFacts({ product, className }: ProductFactsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const facts: Fact[] = [];
  if (product.brand.trim()) {
    facts.push({ key: 'brand', label: intl.formatMessage(m.brand), value: product.brand });
  }
  facts.push({
    key: 'category',
    label: intl.formatMessage(m.category),
    value: (
      <Link to={catalogPaths.category(product.category.id)} className="catalog-facts__link">
        {product.category.name}
      </Link>
    ),
  });
  // A product sold in several weights names them in its variant picker: one weight here would
  // contradict the one chosen.
  const isSoldByWeight = product.variants.some(
    (variant) => weightInGrams(variant.size ?? '') !== null,
  );
  if (product.weight !== null && !isSoldByWeight) {
    facts.push({
      key: 'weight',
      label: intl.formatMessage(m.weight),
      value: <bdi>{format.weight(product.weight)}</bdi>,
    });
  }
  if (product.calories !== null) {
    facts.push({
      key: 'calories',
      label: intl.formatMessage(m.calories),
      value: (
        <bdi>{intl.formatMessage(m.caloriesValue, { value: format.number(product.calories) })}</bdi>
      ),
    });
  }
  if (product.daily_value !== null) {
    facts.push({
      key: 'daily-value',
      label: intl.formatMessage(m.dailyValue),
      value: (
        <bdi>
          {format.number(product.daily_value / 100, {
            style: 'percent',
            maximumFractionDigits: 0,
          })}
        </bdi>
      ),
    });
  }
  return (
    <dl className={['catalog-facts', className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.key} className="catalog-facts__row" data-fact={fact.key}>
          <dt className="catalog-facts__label">{fact.label}</dt>
          <dd className="catalog-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
