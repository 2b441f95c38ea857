import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartLine } from '@matjar/api-client';
import { emptyStateMessages, useFormatters } from '@matjar/i18n';
import { Link, Price, QuantityStepper, VariantLabel } from '@matjar/ui';
import { cartLinesMessages as m } from './messages.js';

/** The intrinsic size of a line's square image, reserved before it loads. */
const LINE_IMAGE_SIZE = 80;

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** Called with the line and its new quantity, from 1 to the line's `max_quantity`. */
  onQuantityChange: (lineId: number, quantity: number) => void;
  /** Called when the user removes a line, available or not. */
  onRemove: (lineId: number) => void;
  /** The line being saved: its controls are busy and ignore presses. */
  pendingLineId?: number;
  /** The path of a product's page. */
  productHref: (productId: number) => string;
  className?: string;
}

interface CartLineItemProps {
  line: CartLine;
  isPending: boolean;
  onQuantityChange: (lineId: number, quantity: number) => void;
  onRemove: (lineId: number) => void;
  href: string;
}

function CartLineItem({ line, isPending, onQuantityChange, onRemove, href }: CartLineItemProps) {
  const intl = useIntl();
  const format = useFormatters();
  const statusId = useId();
  const isAvailable = line.is_available;
  const isDiscounted = line.original_unit_price > line.unit_price;

  return (
    <li
      className="cart-line"
      data-state={isAvailable ? 'available' : 'unavailable'}
      aria-busy={isPending || undefined}
    >
      <span className="cart-line__media">
        {line.image ? (
          <img
            className="cart-line__image"
            src={line.image}
            alt=""
            width={LINE_IMAGE_SIZE}
            height={LINE_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <div className="cart-line__details">
        <Link to={href} className="cart-line__name">
          {line.name}
        </Link>
        {isAvailable ? null : (
          <p className="cart-line__badge" id={statusId}>
            {intl.formatMessage(m.unavailable)}
          </p>
        )}
        <VariantLabel options={format.variantOptions(line.variant)} />
        <p className="cart-line__unit-price">
          <FormattedMessage
            {...m.unitPrice}
            values={{
              price: (
                <Price
                  size="sm"
                  amount={line.unit_price}
                  originalAmount={isDiscounted ? line.original_unit_price : undefined}
                />
              ),
            }}
          />
        </p>
      </div>
      <div className="cart-line__total" data-state={isAvailable ? 'counted' : 'not-counted'}>
        <span className="mj-visually-hidden">{intl.formatMessage(m.lineTotal)}</span>
        <Price className="cart-line__price" amount={line.price} />
        {isAvailable ? null : (
          <span className="cart-line__not-counted">{intl.formatMessage(m.notCounted)}</span>
        )}
      </div>
      <div className="cart-line__actions">
        <QuantityStepper
          className="cart-line__quantity"
          value={line.quantity}
          min={1}
          max={isAvailable ? Math.max(1, line.max_quantity) : undefined}
          disabled={!isAvailable}
          isPending={isPending}
          label={intl.formatMessage(m.quantityOf, { name: line.name })}
          onChange={(quantity) => onQuantityChange(line.id, quantity)}
        />
        <button
          type="button"
          className="cart-line__remove"
          aria-label={intl.formatMessage(m.removeLabel, { name: line.name })}
          aria-describedby={isAvailable ? undefined : statusId}
          aria-disabled={isPending || undefined}
          onClick={() => {
            if (!isPending) onRemove(line.id);
          }}
        >
          {intl.formatMessage(m.remove)}
        </button>
      </div>
    </li>
  );
}

/**
 * The lines of the cart: each with its image, name (a link to the product), chosen colour and
 * size, unit price (with the price before a discount), line price, a quantity stepper up to the
 * stock and a remove button. A line that is no longer available says so, is left out of the
 * total and can only be removed; above the list a notice says that some products are gone.
 *
 * @example
 * <CartLines
 *   lines={cart.lines}
 *   pendingLineId={updateLine.variables?.lineId}
 *   onQuantityChange={(lineId, quantity) => updateLine.mutate({ lineId, quantity })}
 *   onRemove={(lineId) => removeLine.mutate(lineId)}
 *   productHref={(id) => `/products/${id}`}
 * />
 */
export function CartLines({
  lines,
  onQuantityChange,
  onRemove,
  pendingLineId,
  productHref,
  className,
}: CartLinesProps) {
  const intl = useIntl();
  const hasUnavailable = lines.some((line) => !line.is_available);
  return (
    <div className={['cart-lines', className].filter(Boolean).join(' ')}>
      {/* Always present, so that the notice is announced when a line becomes unavailable. */}
      <div className="cart-lines__notice-region" role="status">
        {hasUnavailable ? (
          <p className="cart-lines__notice">
            {intl.formatMessage(emptyStateMessages.productsUnavailable)}
          </p>
        ) : null}
      </div>
      <ul className="cart-lines__list" aria-label={intl.formatMessage(m.label)}>
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            isPending={pendingLineId === line.id}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
            href={productHref(line.product_id)}
          />
        ))}
      </ul>
    </div>
  );
}
