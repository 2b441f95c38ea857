import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderItem } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Link, Price, VariantLabel } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';
import { OrderSection } from './order-section.js';

/** The intrinsic size of an item's square image, reserved before it loads. */
const ITEM_IMAGE_SIZE = 64;

interface ItemsSectionProps {
  items: readonly OrderItem[];
  productHref: ((productId: number) => string) | undefined;
}

/** The ordered products: image, name (a link when there are product pages), variant, prices. */
export function ItemsSection({ items, productHref }: ItemsSectionProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <OrderSection title={intl.formatMessage(m.items)} kind="items">
      <ul className="orders-details__items">
        {items.map((item) => (
          <li key={item.id} className="orders-details__item">
            <span className="orders-details__item-media">
              {item.image ? (
                <img
                  className="orders-details__item-image"
                  src={item.image}
                  alt=""
                  width={ITEM_IMAGE_SIZE}
                  height={ITEM_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="orders-details__item-placeholder" aria-hidden="true" />
              )}
            </span>
            <div className="orders-details__item-body">
              {productHref ? (
                <Link to={productHref(item.product_id)} className="orders-details__item-name">
                  {item.name}
                </Link>
              ) : (
                <span className="orders-details__item-name">{item.name}</span>
              )}
              <VariantLabel options={format.variantOptions(item.variant)} />
              <p className="orders-details__item-quantity">
                <FormattedMessage
                  {...m.quantityTimesPrice}
                  values={{
                    quantity: <bdi>{format.number(item.quantity)}</bdi>,
                    price: <Price amount={item.unit_price} size="sm" />,
                  }}
                />
              </p>
            </div>
            <p className="orders-details__item-total">
              <span className="mj-visually-hidden">{intl.formatMessage(m.lineTotal)}</span>
              <Price amount={item.price} />
            </p>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
