import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { DeliveryAddress } from '@matjar/api-client';
import { Link, PhoneField, TextArea, TextField } from '@matjar/ui';
import { deliveryDetailsMessages as m } from './messages.js';

/** The longest note an order takes. */
const FEEDBACK_MAX_LENGTH = 1000;

export interface DeliveryDetailsProps {
  /** The address the order goes to; null while none is chosen. */
  location: DeliveryAddress | null;
  /** Where the address is changed (the checkout's address page). */
  changeHref: string;
  /** A localized error when no address is chosen ("select location"). */
  locationError?: ReactNode;
  hasRecipient: boolean;
  onHasRecipientChange: (hasRecipient: boolean) => void;
  recipientName: string;
  onRecipientNameChange: (name: string) => void;
  /** National digits of the recipient's mobile (`5XXXXXXXX`). */
  recipientPhone: string;
  onRecipientPhoneChange: (phone: string) => void;
  /** Localized errors of the recipient's fields. */
  recipientErrors?: { name?: ReactNode; phone?: ReactNode };
  feedback: string;
  onFeedbackChange: (feedback: string) => void;
  /** Level of the section's heading. Default 2. */
  headingLevel?: 2 | 3;
  disabled?: boolean;
  className?: string;
}

/**
 * The checkout's delivery information: the chosen address with "Change", delivery to someone else
 * (their name and phone), and a note for the order.
 *
 * @example
 * <DeliveryDetails location={summary.location} changeHref="/cart/change-location" … />
 */
export function DeliveryDetails({
  location,
  changeHref,
  locationError,
  hasRecipient,
  onHasRecipientChange,
  recipientName,
  onRecipientNameChange,
  recipientPhone,
  onRecipientPhoneChange,
  recipientErrors,
  feedback,
  onFeedbackChange,
  headingLevel = 2,
  disabled = false,
  className,
}: DeliveryDetailsProps) {
  const intl = useIntl();
  const titleId = useId();
  const errorId = useId();
  const toggleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['cart-delivery', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <Heading className="cart-delivery__title" id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <div
        className="cart-delivery__address"
        data-state={location ? 'chosen' : locationError ? 'invalid' : 'missing'}
        aria-describedby={locationError ? errorId : undefined}
      >
        <div className="cart-delivery__address-text">
          <p className="cart-delivery__label">{intl.formatMessage(m.address)}</p>
          {location ? (
            <>
              {location.name ? (
                <p className="cart-delivery__name">
                  <bdi>{location.name}</bdi>
                </p>
              ) : null}
              <p className="cart-delivery__line">
                <bdi>{location.address}</bdi>
              </p>
            </>
          ) : (
            <p className="cart-delivery__line">{intl.formatMessage(m.noAddress)}</p>
          )}
        </div>
        <Link
          to={changeHref}
          className="cart-delivery__change"
          aria-label={location ? intl.formatMessage(m.changeLabel) : undefined}
        >
          {intl.formatMessage(location ? m.change : m.chooseAddress)}
        </Link>
      </div>
      {locationError ? (
        <p className="cart-delivery__error" id={errorId} role="alert">
          {locationError}
        </p>
      ) : null}
      <div className="cart-delivery__toggle">
        <input
          id={toggleId}
          type="checkbox"
          checked={hasRecipient}
          disabled={disabled}
          onChange={(event) => onHasRecipientChange(event.target.checked)}
        />
        <label htmlFor={toggleId}>{intl.formatMessage(m.anotherRecipient)}</label>
      </div>
      {hasRecipient ? (
        <div className="cart-delivery__recipient">
          <TextField
            label={intl.formatMessage(m.recipientName)}
            value={recipientName}
            onChange={(event) => onRecipientNameChange(event.target.value)}
            error={recipientErrors?.name}
            autoComplete="off"
            maxLength={120}
            disabled={disabled}
            required
          />
          <PhoneField
            label={intl.formatMessage(m.recipientPhone)}
            value={recipientPhone}
            onChange={onRecipientPhoneChange}
            error={recipientErrors?.phone}
            disabled={disabled}
            required
          />
        </div>
      ) : null}
      <TextArea
        label={intl.formatMessage(m.feedback)}
        hint={intl.formatMessage(m.feedbackHint)}
        value={feedback}
        onChange={(event) => onFeedbackChange(event.target.value)}
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={3}
        disabled={disabled}
      />
    </section>
  );
}
