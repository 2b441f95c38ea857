import { useIntl } from 'react-intl';
import type { OrderStatus } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { orderProgressMessages as m, orderStepMessages } from './messages.js';
import { OrderStatusBadge } from './order-status-badge.js';

/** The progress steps of an order, in order (spec §4). */
const steps = ['new', 'current', 'on_way', 'finished'] as const;

type OrderStep = (typeof steps)[number];
type OffTrackStatus = Exclude<OrderStatus, OrderStep>;

const isStep = (status: OrderStatus): status is OrderStep =>
  (steps as readonly OrderStatus[]).includes(status);

export interface OrderProgressProps {
  /** The order's status: a step of the progress, or a status outside it (cancelled, waiting…). */
  status: OrderStatus;
  className?: string;
}

/**
 * Where an order is on its way to the customer: the four steps (new order → current order →
 * delivery in progress → finished) as an ordered list that runs with the reading direction, the
 * steps before the current one done, the current one marked `aria-current="step"`, later ones
 * pending. An order outside the steps (waiting, scheduled, cancelled, rejected, returned) shows its
 * status badge with one line saying what that means instead.
 *
 * @example
 * <OrderProgress status={order.status} />
 */
export function OrderProgress({ status, className }: OrderProgressProps) {
  const classes = ['orders-progress', className].filter(Boolean).join(' ');
  if (!isStep(status)) {
    return <OffTrackProgress status={status} className={classes} />;
  }
  return <StepsProgress status={status} className={classes} />;
}

interface StepsProgressProps {
  status: OrderStep;
  className: string;
}

function StepsProgress({ status, className }: StepsProgressProps) {
  const intl = useIntl();
  const format = useFormatters();
  const currentIndex = steps.indexOf(status);
  return (
    <ol
      className={className}
      aria-label={intl.formatMessage(m.label)}
      data-state={status === 'finished' ? 'complete' : 'in-progress'}
    >
      {steps.map((step, index) => {
        const state =
          index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'pending';
        return (
          <li
            key={step}
            className="orders-progress__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="orders-progress__marker" aria-hidden="true">
              {state === 'done' || (state === 'current' && step === 'finished')
                ? '✓'
                : format.number(index + 1)}
            </span>
            <span className="orders-progress__label">
              {intl.formatMessage(orderStepMessages[step])}
              {state === 'current' ? null : (
                <span className="mj-visually-hidden">
                  {' '}
                  ({intl.formatMessage(state === 'done' ? m.stepDone : m.stepPending)})
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface OffTrackProgressProps {
  status: OffTrackStatus;
  className: string;
}

function OffTrackProgress({ status, className }: OffTrackProgressProps) {
  const intl = useIntl();
  return (
    <p className={className} data-state="off-track" data-status={status}>
      <OrderStatusBadge status={status} />
      <span className="orders-progress__note">{intl.formatMessage(m[status])}</span>
    </p>
  );
}
