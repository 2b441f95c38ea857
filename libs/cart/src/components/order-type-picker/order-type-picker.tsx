import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeliverySlot, OrderType } from '@matjar/api-client';
import { type Formatters, STORE_TIME_ZONE, useFormatters } from '@matjar/i18n';
import { ChoiceChips, type ChoiceOption, Skeleton, SkeletonGroup } from '@matjar/ui';
import { orderTypePickerMessages as m } from './messages.js';

export interface OrderTypePickerProps {
  /** `normal`: delivered as soon as possible; `scheduled`: on the chosen day and time. */
  orderType: OrderType;
  /** Called with the order type the user chooses. */
  onOrderTypeChange: (orderType: OrderType) => void;
  /** The offered days of a scheduled order; undefined while they load. */
  slots?: readonly DeliverySlot[] | undefined;
  /** The chosen day (`YYYY-MM-DD`, Asia/Riyadh), or null. */
  date: string | null;
  /** The chosen time range's `id` (`09:00-12:00`), or null. */
  time: string | null;
  /** Choosing a day keeps the time only if that day offers it too; otherwise time becomes null. */
  onSlotChange: (slot: { date: string | null; time: string | null }) => void;
  /** A localized error (e.g. "order date and time required"), read with the slot picker. */
  error?: ReactNode;
  /** Level of the section's heading; default 2. */
  headingLevel?: 2 | 3;
  disabled?: boolean;
  className?: string;
}

/**
 * Where the picker stands, exposed as the section's `data-state`: a normal order; a scheduled one
 * whose days are loading, that no day is offered for, that waits for a day, then for a time; or a
 * scheduled one with its day and time chosen.
 */
type OrderTypePickerState =
  'normal' | 'loading' | 'unavailable' | 'choosing-day' | 'choosing-time' | 'chosen';

/** A day at noon in Riyadh: the same calendar day whatever the browser's time zone. */
const riyadhNoon = (date: string) => new Date(`${date}T12:00:00+03:00`);

const ONE_DAY = 24 * 60 * 60 * 1000;

const riyadhDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Riyadh calendar day (`YYYY-MM-DD`) of an instant. */
const riyadhDayOf = (instant: number) => riyadhDays.format(instant);

/** A time of day (`09:00`) of a Riyadh day, in the user's language; as given if it is not one. */
function formatTimeOfDay(format: Formatters, date: string, timeOfDay: string): string {
  const instant = new Date(`${date}T${timeOfDay}:00+03:00`);
  return Number.isNaN(instant.getTime()) ? timeOfDay : format.time(instant);
}

/**
 * The checkout's order type: "Deliver now" or "Schedule for later", as two cards. A scheduled order
 * then asks for one of the offered days, a sideways strip of day cards (Today, Tomorrow or the
 * weekday, over the Gregorian date), and one of that day's time ranges, as chips, both in Riyadh
 * time, as the note under them says. `error` shows with the picker still missing its
 * value. A day that does not offer the chosen time clears it.
 *
 * @example
 * <OrderTypePicker
 *   orderType={orderType}
 *   onOrderTypeChange={setOrderType}
 *   slots={summary.data?.delivery_slots}
 *   date={slot.date}
 *   time={slot.time}
 *   onSlotChange={setSlot}
 *   error={isSlotMissing ? intl.formatMessage(validationMessages.orderDateTimeRequired) : undefined}
 * />
 */
export function OrderTypePicker({
  orderType,
  onOrderTypeChange,
  slots,
  date,
  time,
  onSlotChange,
  error,
  headingLevel = 2,
  disabled = false,
  className,
}: OrderTypePickerProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const title = intl.formatMessage(m.title);

  // A day without a time range cannot be ordered for; a chosen day or time no longer offered is
  // no choice at all.
  const days = slots?.filter((slot) => slot.times.length > 0);
  const chosenDay = days?.find((slot) => slot.date === date);
  const chosenTime = chosenDay?.times.find((range) => range.id === time);

  const state: OrderTypePickerState =
    orderType === 'normal'
      ? 'normal'
      : days === undefined
        ? 'loading'
        : days.length === 0
          ? 'unavailable'
          : !chosenDay
            ? 'choosing-day'
            : !chosenTime
              ? 'choosing-time'
              : 'chosen';

  const typeOptions: ChoiceOption<OrderType>[] = [
    {
      value: 'normal',
      label: intl.formatMessage(m.normal),
      description: intl.formatMessage(m.normalDescription),
    },
    {
      value: 'scheduled',
      label: intl.formatMessage(m.scheduled),
      description: intl.formatMessage(m.scheduledDescription),
    },
  ];

  // Days are named as a shopper says them: today, tomorrow, then by weekday, with the date under.
  const [today] = useState(() => riyadhDayOf(Date.now()));
  const tomorrow = riyadhDayOf(riyadhNoon(today).getTime() + ONE_DAY);
  const dayOptions: ChoiceOption[] = (days ?? []).map((slot) => {
    const noon = riyadhNoon(slot.date);
    return {
      value: slot.date,
      label:
        slot.date === today
          ? intl.formatMessage(m.today)
          : slot.date === tomorrow
            ? intl.formatMessage(m.tomorrow)
            : intl.formatDate(noon, {
                weekday: 'long',
                calendar: 'gregory',
                timeZone: STORE_TIME_ZONE,
              }),
      description: intl.formatDate(noon, {
        day: 'numeric',
        month: 'short',
        calendar: 'gregory',
        timeZone: STORE_TIME_ZONE,
      }),
    };
  });

  const handleDayChange = (nextDate: string) => {
    const nextDay = days?.find((slot) => slot.date === nextDate);
    const isTimeOffered = nextDay?.times.some((range) => range.id === time) ?? false;
    onSlotChange({ date: nextDate, time: isTimeOffered ? time : null });
  };

  // With no picker to fill in (a normal order, days loading or none offered), the error goes with
  // the order type, which the user can change.
  const typeError =
    state === 'normal' || state === 'loading' || state === 'unavailable' ? error : undefined;

  return (
    <section
      className={['cart-order-type', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={state}
    >
      <Heading className="cart-order-type__title" id={titleId}>
        {title}
      </Heading>
      <ChoiceChips<OrderType>
        className="cart-order-type__types"
        label={<span className="mj-visually-hidden">{title}</span>}
        name="order_type"
        options={typeOptions}
        value={orderType}
        onChange={onOrderTypeChange}
        error={typeError}
        disabled={disabled}
      />
      {state === 'normal' ? null : state === 'loading' ? (
        <SkeletonGroup
          className="cart-order-type__loading"
          label={intl.formatMessage(m.loadingSlots)}
        >
          <Skeleton inlineSize="6rem" />
          <div className="cart-order-type__skeleton-chips">
            {Array.from({ length: 4 }, (_unused, index) => (
              <Skeleton key={index} shape="rect" inlineSize="7.5rem" aspectRatio="5 / 2" />
            ))}
          </div>
        </SkeletonGroup>
      ) : state === 'unavailable' ? (
        <p className="cart-order-type__unavailable">{intl.formatMessage(m.noSlots)}</p>
      ) : (
        <div className="cart-order-type__schedule">
          <ChoiceChips
            className="cart-order-type__days"
            appearance="day"
            label={intl.formatMessage(m.day)}
            name="date"
            options={dayOptions}
            value={chosenDay?.date ?? null}
            onChange={handleDayChange}
            error={state === 'choosing-day' ? error : undefined}
            required
            disabled={disabled}
          />
          {chosenDay ? (
            <ChoiceChips
              className="cart-order-type__times"
              label={intl.formatMessage(m.time)}
              name="time"
              options={chosenDay.times.map((range) => ({
                value: range.id,
                label: (
                  <bdi>
                    {intl.formatMessage(m.timeRange, {
                      from: formatTimeOfDay(format, chosenDay.date, range.from),
                      to: formatTimeOfDay(format, chosenDay.date, range.to),
                    })}
                  </bdi>
                ),
              }))}
              value={chosenTime?.id ?? null}
              onChange={(nextTime) => onSlotChange({ date: chosenDay.date, time: nextTime })}
              error={state === 'choosing-day' ? undefined : error}
              required
              disabled={disabled}
            />
          ) : (
            <p className="cart-order-type__hint">{intl.formatMessage(m.chooseDayFirst)}</p>
          )}
          <p className="cart-order-type__note">{intl.formatMessage(m.timeZoneNote)}</p>
        </div>
      )}
    </section>
  );
}
