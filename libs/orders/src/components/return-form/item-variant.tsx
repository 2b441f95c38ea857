import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderItem } from '@matjar/api-client';
import { useFormatters, weightInGrams } from '@matjar/i18n';
import { returnItemMessages as m } from './messages.js';

export interface ItemVariantProps {
  /** The variant the customer ordered; nothing is shown without one. */
  variant: OrderItem['variant'];
  id?: string;
  className?: string;
}

/**
 * The colour and size of an ordered item as one short line ("Color: Navy · Size: 54"), for the
 * return form and the return details. Renders nothing for an item without a variant.
 *
 * @example
 * <ItemVariant variant={item.variant} className="orders-return-form__variant" />
 */
export function ItemVariant({ variant, id, className }: ItemVariantProps) {
  const format = useFormatters();
  if (!variant) return null;
  const parts: ReactNode[] = [];
  if (variant.color) {
    parts.push(<FormattedMessage {...m.color} values={{ color: variant.color }} />);
  }
  if (variant.size) {
    const value = <bdi>{format.size(variant.size)}</bdi>;
    parts.push(
      weightInGrams(variant.size) === null ? (
        <FormattedMessage {...m.size} values={{ size: value }} />
      ) : (
        <FormattedMessage {...m.weight} values={{ weight: value }} />
      ),
    );
  }
  if (parts.length === 0) return null;
  return (
    <span id={id} className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
