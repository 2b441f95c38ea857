import { type ReactNode, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, useFormatters } from '@matjar/i18n';
import { quantityStepperMessages } from './messages.js';

export interface QuantityStepperProps {
  /** The current quantity. */
  value: number;
  /** Called with the quantity one step up or down. */
  onChange: (next: number) => void;
  /** The smallest quantity. Default 1. */
  min?: number;
  /** The largest quantity, usually the stock; none when omitted. */
  max?: number;
  /** While the new quantity is being saved: the buttons ignore presses and the group is busy. */
  isPending?: boolean;
  disabled?: boolean;
  /** Names the group for assistive technology. Default "Quantity" in the current language. */
  label?: string;
  className?: string;
  /** Forwarded to the group element. */
  ref?: Ref<HTMLDivElement>;
}

type StepperState = 'disabled' | 'pending' | 'at-max' | 'idle';

function stateOf(disabled: boolean, isPending: boolean, isAtMax: boolean): StepperState {
  if (disabled) return 'disabled';
  if (isPending) return 'pending';
  return isAtMax ? 'at-max' : 'idle';
}

interface StepButtonProps {
  label: string;
  isBlocked: boolean;
  disabled: boolean;
  onPress: () => void;
  children: ReactNode;
}

/**
 * A step button that stays focusable when it cannot act (at a limit, while saving), so pressing it
 * repeatedly never throws keyboard focus back to the page.
 */
function StepButton({ label, isBlocked, disabled, onPress, children }: StepButtonProps) {
  return (
    <button
      type="button"
      className="mj-quantity-stepper__button"
      aria-label={label}
      disabled={disabled}
      aria-disabled={isBlocked || undefined}
      onClick={() => {
        if (!isBlocked) onPress();
      }}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/**
 * − / quantity / + for a cart line or a product page. The buttons stop at `min` and `max` (the stock);
 * at the stock the "Maximum quantity reached" message is shown and announced. The quantity is read
 * out as it changes.
 *
 * @example
 * <QuantityStepper
 *   value={line.quantity}
 *   max={line.product.stock}
 *   isPending={updateLine.isPending}
 *   onChange={(quantity) => updateLine.mutate({ lineId: line.id, quantity })}
 * />
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  isPending = false,
  disabled = false,
  label,
  className,
  ref,
}: QuantityStepperProps) {
  const intl = useIntl();
  const format = useFormatters();
  const messageId = useId();
  const isAtMax = max !== undefined && value >= max;
  const isAtMin = value <= min;
  const classes = ['mj-quantity-stepper', className].filter(Boolean).join(' ');

  return (
    <div className={classes} data-state={stateOf(disabled, isPending, isAtMax)}>
      <div
        ref={ref}
        role="group"
        className="mj-quantity-stepper__controls"
        aria-label={label ?? intl.formatMessage(quantityStepperMessages.label)}
        aria-describedby={isAtMax ? messageId : undefined}
        aria-busy={isPending || undefined}
      >
        <StepButton
          label={intl.formatMessage(quantityStepperMessages.decrease)}
          isBlocked={isPending || isAtMin}
          disabled={disabled}
          onPress={() => onChange(Math.max(min, value - 1))}
        >
          −
        </StepButton>
        <output className="mj-quantity-stepper__value" aria-live="polite">
          <bdi>{format.number(value)}</bdi>
        </output>
        <StepButton
          label={intl.formatMessage(quantityStepperMessages.increase)}
          isBlocked={isPending || isAtMax}
          disabled={disabled}
          onPress={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
        >
          +
        </StepButton>
      </div>
      {/* Always present, so that the message is announced when it appears. */}
      <p className="mj-quantity-stepper__message" id={messageId} aria-live="polite">
        {isAtMax ? intl.formatMessage(errorMessages.maximumQuantity) : null}
      </p>
    </div>
  );
}
