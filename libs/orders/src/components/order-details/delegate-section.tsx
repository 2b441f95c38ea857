import { useIntl } from 'react-intl';
import type { Delegate } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { formatPhone, PhoneNumber, Rating } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';
import { OrderFact, OrderSection } from './order-section.js';

/** The intrinsic size of the delegate's photo. */
const DELEGATE_IMAGE_SIZE = 48;

/** The delegate: photo (or initial), name, a phone to call, the average and the customer's rating. */
export function DelegateSection({ delegate }: { delegate: Delegate }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <OrderSection title={intl.formatMessage(m.delegate)} kind="delegate">
      <div className="orders-details__delegate">
        {delegate.image ? (
          <img
            className="orders-details__delegate-image"
            src={delegate.image}
            alt=""
            width={DELEGATE_IMAGE_SIZE}
            height={DELEGATE_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="orders-details__delegate-image" aria-hidden="true">
            {delegate.name.trim().charAt(0)}
          </span>
        )}
        <dl className="orders-details__facts">
          <OrderFact label={intl.formatMessage(m.delegateName)}>{delegate.name}</OrderFact>
          <OrderFact label={intl.formatMessage(m.delegatePhone)}>
            <PhoneNumber
              className="orders-details__phone"
              value={delegate.phone}
              aria-label={intl.formatMessage(m.callDelegate, {
                name: delegate.name,
                phone: formatPhone(delegate.phone),
              })}
            />
          </OrderFact>
          <OrderFact label={intl.formatMessage(m.averageRating)}>
            <span className="orders-details__rating">
              <Rating value={delegate.rating} size="sm" />
              <bdi aria-hidden="true">
                {format.number(delegate.rating, { maximumFractionDigits: 1 })}
              </bdi>
            </span>
          </OrderFact>
          {delegate.my_rating != null ? (
            <OrderFact label={intl.formatMessage(m.myRating)}>
              <Rating value={delegate.my_rating} size="sm" />
            </OrderFact>
          ) : null}
        </dl>
      </div>
    </OrderSection>
  );
}
