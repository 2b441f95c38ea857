import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type Delegate,
  type Order,
  type OrderItem,
  type OrderStatus,
  SAUDI_VAT_RATE,
} from '@matjar/api-client';
import { commonMessages, paymentMethodNames, useFormatters } from '@matjar/i18n';
import { formatPhone, Link, PhoneNumber, Price, Rating, VariantLabel } from '@matjar/ui';
import { orderDetailsMessages as m } from './messages.js';

/** The VAT rate of Saudi Arabia, contained in every price. */

/** The intrinsic size of an item's square image, reserved before it loads. */
const ITEM_IMAGE_SIZE = 64;

/** The intrinsic size of the delegate's photo. */
const DELEGATE_IMAGE_SIZE = 48;

/** The intrinsic size of a return photo's thumbnail. */
const RETURN_PHOTO_SIZE = 96;

/**
 * Statuses of an order still on its way: until delivery the customer may need the code (afterwards
 * it is history), and cash is paid on delivery.
 */
const DELIVERY_AHEAD: ReadonlySet<OrderStatus> = new Set([
  'new',
  'current',
  'on_way',
  'scheduled',
  'waiting',
]);

export interface OrderDetailsProps {
  /** The order, as `useOrder(id)` returns it. */
  order: Order;
  /** The path of a product's page: when given, each item's name links to it. */
  productHref?: (productId: number) => string;
  /** Classes added to the outer element. */
  className?: string;
  /** Shown right under the title, before the sections: the page's progress steps and actions. */
  children?: ReactNode;
  /**
   * The VAT rate the prices include, as a fraction: the store's settings' `vat_rate`. Default the
   * Kingdom's standard rate, `SAUDI_VAT_RATE`.
   */
  vatRate?: number;
}

/** A delivery day (`YYYY-MM-DD`, Riyadh) and time range (`16:00-19:00`) as dates to format. */
function deliverySlot(date: string, time: string | null) {
  const [from, to] = (time ?? '').split('-').map((clock) => clock.trim());
  const at = (clock: string | undefined) =>
    clock && /^\d{2}:\d{2}$/.test(clock) ? new Date(`${date}T${clock}:00+03:00`) : undefined;
  return { day: new Date(`${date}T12:00:00+03:00`), from: at(from), to: at(to) };
}

/**
 * Everything about one order, in sections: the header ("Order 105120" and when it was placed);
 * delivery (when, where, another recipient, the customer's note and, until it arrives, the
 * delivery code); the products; payment (method, paid or not, wallet, coupon); the amounts; the
 * cancel, return and reject reasons with the return photos; and the delegate with their rating.
 * It shows neither the status progress nor the actions: `OrderActions` and the status component
 * do. The title is the page's `h1`, each section an `h2`.
 *
 * @example
 * <OrderDetails
 *   order={order}
 *   productHref={(id) => `/product/${id}`}
 * />
 */
export function OrderDetails({
  order,
  productHref,
  className,
  children,
  vatRate = SAUDI_VAT_RATE,
}: OrderDetailsProps) {
  const format = useFormatters();
  const titleId = useId();

  return (
    <article
      className={['orders-details', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-status={order.status}
    >
      <header className="orders-details__header">
        <h1 className="orders-details__title" id={titleId}>
          <FormattedMessage
            {...m.title}
            values={{ number: <bdi className="orders-details__number">{order.number}</bdi> }}
          />
        </h1>
        <p className="orders-details__placed">
          <FormattedMessage
            {...m.placedOn}
            values={{
              date: (
                <time dateTime={order.date}>
                  {format.dateTime(order.date, { dateStyle: 'long' })}
                </time>
              ),
            }}
          />
        </p>
      </header>
      {children}
      <DeliverySection order={order} />
      <ItemsSection items={order.items} productHref={productHref} />
      <PaymentSection order={order} />
      <AmountsSection order={order} vatRate={vatRate} />
      {order.cancel_reason ? (
        <Section title={<FormattedMessage {...m.cancelReason} />} kind="cancel-reason">
          <p className="orders-details__reason">{order.cancel_reason}</p>
        </Section>
      ) : null}
      {order.return_reason || order.return_photos.length > 0 ? (
        <ReturnSection reason={order.return_reason} photos={order.return_photos} />
      ) : null}
      {order.reject_reason ? (
        <Section title={<FormattedMessage {...m.rejectReason} />} kind="reject-reason">
          <p className="orders-details__reason">{order.reject_reason}</p>
        </Section>
      ) : null}
      {order.delegate ? <DelegateSection delegate={order.delegate} /> : null}
    </article>
  );
}

interface SectionProps {
  title: ReactNode;
  /** Names the section for styles. */
  kind: string;
  children: ReactNode;
}

function Section({ title, kind, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className="orders-details__section" data-section={kind} aria-labelledby={headingId}>
      <h2 className="orders-details__heading" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface FactProps {
  label: ReactNode;
  children: ReactNode;
  kind?: string;
}

function Fact({ label, children, kind }: FactProps) {
  return (
    <div className="orders-details__fact" data-kind={kind}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DeliverySection({ order }: { order: Order }) {
  const intl = useIntl();
  const format = useFormatters();
  const slot =
    order.order_type === 'scheduled' && order.delivery_date
      ? deliverySlot(order.delivery_date, order.delivery_time)
      : undefined;
  const hasDeliveryCode = DELIVERY_AHEAD.has(order.status) && order.delivery_code;

  return (
    <Section title={intl.formatMessage(m.delivery)} kind="delivery">
      <dl className="orders-details__facts">
        <Fact label={intl.formatMessage(m.deliveryTime)}>
          {slot ? (
            <>
              <span className="orders-details__line">
                <FormattedMessage
                  {...m.deliveryScheduled}
                  values={{ day: format.date(slot.day, { dateStyle: 'full' }) }}
                />
              </span>
              {slot.from && slot.to ? (
                <span className="orders-details__line">
                  <FormattedMessage
                    {...m.timeRange}
                    values={{
                      from: <bdi>{format.time(slot.from)}</bdi>,
                      to: <bdi>{format.time(slot.to)}</bdi>,
                    }}
                  />
                </span>
              ) : null}
            </>
          ) : (
            intl.formatMessage(m.deliverySoon)
          )}
        </Fact>
        <Fact label={intl.formatMessage(m.address)}>
          <bdi className="orders-details__line orders-details__strong">{order.address.name}</bdi>
          <bdi className="orders-details__line">{order.address.address}</bdi>
        </Fact>
        {order.recipient ? (
          <Fact label={intl.formatMessage(m.recipient)}>
            <span className="orders-details__line">{order.recipient.name}</span>
            <PhoneNumber className="orders-details__line" value={order.recipient.phone} />
          </Fact>
        ) : null}
        {order.feedback ? (
          <Fact label={intl.formatMessage(m.feedback)}>{order.feedback}</Fact>
        ) : null}
        {hasDeliveryCode ? (
          <Fact label={intl.formatMessage(m.deliveryCode)} kind="code">
            <bdi className="orders-details__code">{order.delivery_code}</bdi>
            <span className="orders-details__hint">{intl.formatMessage(m.deliveryCodeHint)}</span>
          </Fact>
        ) : null}
      </dl>
    </Section>
  );
}

interface ItemsSectionProps {
  items: readonly OrderItem[];
  productHref: ((productId: number) => string) | undefined;
}

function ItemsSection({ items, productHref }: ItemsSectionProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Section title={intl.formatMessage(m.items)} kind="items">
      <ul className="orders-details__items">
        {items.map((item) => {
          return (
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
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Whether the order is paid, will be paid when it arrives (cash on delivery), or is not paid: a
 * cash order that was cancelled or refused before delivery was never paid.
 */
function paymentStateOf(order: Order): 'paid' | 'on-delivery' | 'unpaid' {
  if (order.is_paid) return 'paid';
  if (order.payment_method === 'cash' && DELIVERY_AHEAD.has(order.status)) return 'on-delivery';
  return 'unpaid';
}

const paymentStateMessages = {
  paid: m.paid,
  'on-delivery': m.payOnDelivery,
  unpaid: m.unpaid,
} as const;

function PaymentSection({ order }: { order: Order }) {
  const intl = useIntl();
  const paymentState = paymentStateOf(order);
  return (
    <Section title={intl.formatMessage(m.payment)} kind="payment">
      <dl className="orders-details__facts">
        <Fact label={intl.formatMessage(m.paymentMethod)}>
          {intl.formatMessage(paymentMethodNames[order.payment_method])}
        </Fact>
        <Fact label={intl.formatMessage(m.paymentStatus)}>
          <span className="orders-details__payment-state" data-state={paymentState}>
            {intl.formatMessage(paymentStateMessages[paymentState])}
          </span>
        </Fact>
        {order.paid_from_wallet > 0 ? (
          <Fact label={intl.formatMessage(m.paidFromWallet)}>
            <Price amount={order.paid_from_wallet} />
          </Fact>
        ) : null}
        {order.coupon ? (
          <Fact label={intl.formatMessage(m.coupon)}>
            <bdi className="orders-details__coupon">{order.coupon.code}</bdi>{' '}
            <span className="orders-details__saving">
              <FormattedMessage
                {...m.couponSaving}
                values={{ amount: <Price amount={order.coupon.discount} size="sm" /> }}
              />
            </span>
          </Fact>
        ) : null}
      </dl>
    </Section>
  );
}

function AmountsSection({ order, vatRate }: { order: Order; vatRate: number }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Section title={intl.formatMessage(m.amounts)} kind="amounts">
      <dl className="orders-details__facts orders-details__amounts">
        <Fact label={intl.formatMessage(m.productsPrice)}>
          <Price amount={order.products_price} />
        </Fact>
        <Fact label={intl.formatMessage(m.discount)} kind="discount">
          {order.discount > 0 ? <span aria-hidden="true">−</span> : null}
          <Price amount={order.discount} />
        </Fact>
        <Fact label={intl.formatMessage(m.orderPrice)}>
          <Price amount={order.order_price} />
        </Fact>
        <Fact label={intl.formatMessage(m.shipping)}>
          {order.shipping > 0 ? (
            <Price amount={order.shipping} />
          ) : (
            <span className="orders-details__free">{intl.formatMessage(m.freeShipping)}</span>
          )}
        </Fact>
        <Fact
          label={
            <FormattedMessage
              {...commonMessages.vatIncludedAt}
              values={{ rate: <bdi>{format.number(vatRate, { style: 'percent' })}</bdi> }}
            />
          }
        >
          <Price amount={order.vat} />
        </Fact>
        <Fact label={intl.formatMessage(m.total)} kind="total">
          <Price amount={order.total} size="lg" />
        </Fact>
      </dl>
    </Section>
  );
}

interface ReturnSectionProps {
  reason: string | null;
  photos: readonly string[];
}

function ReturnSection({ reason, photos }: ReturnSectionProps) {
  const intl = useIntl();
  const newTabId = useId();
  return (
    <Section title={intl.formatMessage(m.returnTitle)} kind="return">
      <dl className="orders-details__facts">
        {reason ? (
          <Fact label={intl.formatMessage(m.returnReason)} kind="reason">
            {reason}
          </Fact>
        ) : null}
        {photos.length > 0 ? (
          <Fact label={intl.formatMessage(m.returnPhotos)} kind="photos">
            <span className="mj-visually-hidden" id={newTabId}>
              {intl.formatMessage(m.opensInNewTab)}
            </span>
            <ul className="orders-details__photos">
              {photos.map((photo, index) => (
                <li key={`${index}-${photo}`} className="orders-details__photo">
                  <a
                    href={photo}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newTabId}
                  >
                    <img
                      className="orders-details__photo-image"
                      src={photo}
                      alt={intl.formatMessage(m.returnPhoto, { n: index + 1 })}
                      width={RETURN_PHOTO_SIZE}
                      height={RETURN_PHOTO_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
    </Section>
  );
}

function DelegateSection({ delegate }: { delegate: Delegate }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Section title={intl.formatMessage(m.delegate)} kind="delegate">
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
          <Fact label={intl.formatMessage(m.delegateName)}>{delegate.name}</Fact>
          <Fact label={intl.formatMessage(m.delegatePhone)}>
            <PhoneNumber
              className="orders-details__phone"
              value={delegate.phone}
              aria-label={intl.formatMessage(m.callDelegate, {
                name: delegate.name,
                phone: formatPhone(delegate.phone),
              })}
            />
          </Fact>
          <Fact label={intl.formatMessage(m.averageRating)}>
            <span className="orders-details__rating">
              <Rating value={delegate.rating} size="sm" />
              <bdi aria-hidden="true">
                {format.number(delegate.rating, { maximumFractionDigits: 1 })}
              </bdi>
            </span>
          </Fact>
          {delegate.my_rating != null ? (
            <Fact label={intl.formatMessage(m.myRating)}>
              <Rating value={delegate.my_rating} size="sm" />
            </Fact>
          ) : null}
        </dl>
      </div>
    </Section>
  );
}
