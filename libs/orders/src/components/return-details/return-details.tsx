import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderReturn } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { Dialog, Price, VariantLabel } from '@matjar/ui';
import { returnItemMessages } from '../return-form/messages.js';
import { returnDetailsMessages as m } from './messages.js';

export interface ReturnDetailsProps {
  /** The return request, as `orders.returnDetails` answers it. */
  orderReturn: OrderReturn;
  className?: string;
}

/**
 * A return request and how it is going (`/orderDetailes/{id}/returnDetails`): its status (under
 * review; accepted, with the amount refunded to the wallet; or rejected, with the store's reason),
 * when it was made, its reason, the returned items with their quantities and prices, the photos
 * (each thumbnail opens the full image) and the refund amount. The status is also `data-state`.
 *
 * @example
 * const { data: orderReturn } = useSuspenseQuery(orderQueries.returnDetails(orderId));
 * <ReturnDetails orderReturn={orderReturn} />
 */
export function ReturnDetails({ orderReturn, className }: ReturnDetailsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const itemsId = useId();
  const photosId = useId();
  const { status } = orderReturn;

  return (
    <article
      className={['orders-return-details', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={status}
    >
      <h2 className="orders-return-details__title" id={titleId}>
        {intl.formatMessage(m.title)}
      </h2>
      <div className="orders-return-details__status" data-state={status}>
        <p className="orders-return-details__status-text">
          {status === 'accepted' ? (
            <FormattedMessage
              {...m.accepted}
              values={{ amount: <Price amount={orderReturn.refund_amount} size="sm" /> }}
            />
          ) : (
            intl.formatMessage(status === 'rejected' ? m.rejected : m.pending)
          )}
        </p>
        {status === 'pending' ? (
          <p className="orders-return-details__note">{intl.formatMessage(m.pendingNote)}</p>
        ) : null}
        {status === 'rejected' && orderReturn.reject_reason ? (
          <p className="orders-return-details__note">
            <FormattedMessage
              {...m.rejectReason}
              values={{ reason: <span dir="auto">{orderReturn.reject_reason}</span> }}
            />
          </p>
        ) : null}
      </div>
      <dl className="orders-return-details__facts">
        <div className="orders-return-details__fact">
          <dt>{intl.formatMessage(m.date)}</dt>
          <dd>
            <time dateTime={orderReturn.date}>
              {format.date(orderReturn.date, { dateStyle: 'long' })}
            </time>
          </dd>
        </div>
        <div className="orders-return-details__fact" data-kind="reason">
          <dt>{intl.formatMessage(m.reason)}</dt>
          <dd dir="auto">{orderReturn.reason}</dd>
        </div>
        {status === 'rejected' ? null : (
          <div className="orders-return-details__fact" data-kind="refund">
            <dt>{intl.formatMessage(m.refund)}</dt>
            <dd>
              <Price amount={orderReturn.refund_amount} />
            </dd>
          </div>
        )}
      </dl>
      <section className="orders-return-details__section" aria-labelledby={itemsId}>
        <h3 className="orders-return-details__heading" id={itemsId}>
          {intl.formatMessage(m.items)}
        </h3>
        <ul className="orders-return-details__items">
          {orderReturn.items.map((item) => (
            <li key={item.id} className="orders-return-details__item">
              <span className="orders-return-details__media">
                {item.image ? (
                  <img
                    className="orders-return-details__image"
                    src={item.image}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
              </span>
              <div className="orders-return-details__item-details">
                <p className="orders-return-details__name" dir="auto">
                  {item.name}
                </p>
                <p className="orders-return-details__meta">
                  <VariantLabel options={format.variantOptions(item.variant)} />{' '}
                  <span>
                    <FormattedMessage
                      {...returnItemMessages.returned}
                      values={{ count: <bdi>{format.number(item.quantity)}</bdi> }}
                    />
                  </span>
                </p>
              </div>
              <Price className="orders-return-details__price" amount={item.price} />
            </li>
          ))}
        </ul>
      </section>
      {orderReturn.photos.length > 0 ? (
        <section className="orders-return-details__section" aria-labelledby={photosId}>
          <h3 className="orders-return-details__heading" id={photosId}>
            {intl.formatMessage(m.photos)}
          </h3>
          <ul className="orders-return-details__photos">
            {orderReturn.photos.map((photo, index) => {
              const name = intl.formatMessage(m.photo, { index: index + 1 });
              return (
                <li key={`${index}-${photo}`} className="orders-return-details__photo">
                  <Dialog
                    className="orders-return-details__viewer"
                    title={name}
                    trigger={
                      <button type="button" className="orders-return-details__thumbnail">
                        <img
                          className="orders-return-details__thumbnail-image"
                          src={photo}
                          alt={name}
                          loading="lazy"
                        />
                      </button>
                    }
                  >
                    <img className="orders-return-details__full-image" src={photo} alt={name} />
                  </Dialog>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
