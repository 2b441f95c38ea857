import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages, useFormatters } from '@matjar/i18n';
import { Button, Dialog, Price, TextField } from '@matjar/ui';
import { type AmountProblem, amountProblem, parseSarAmount } from '../../lib/amount.js';
import { rechargeDialogMessages as m } from './messages.js';

/** The amounts offered as one-press choices, where the store's bounds allow them. */
const QUICK_AMOUNTS = [50, 100, 200, 500] as const;

export interface RechargeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user closes it ("Cancel", Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The smallest single recharge the store accepts, in SAR (`wallet.charge_min`). */
  min: number;
  /** The largest single recharge the store accepts, in SAR (`wallet.charge_max`). */
  max: number;
  /** Called with the amount in SAR (at most 2 decimals, within `min`..`max`) to start the payment. */
  onSubmit: (amount: number) => void;
  /** While the payment is being started: "Continue to payment" is busy and ignores presses. */
  isPending?: boolean;
  /** The store's localized message when starting the payment failed; the amount is kept. */
  error?: ReactNode;
}

/**
 * The "recharge balance" dialog (spec: modals): an amount field that reads Arabic-Indic digits and
 * the Arabic decimal separator, one-press amounts within the store's bounds, the bounds as a hint,
 * and "Continue to payment", which hands the amount to `onSubmit` so the app can open the payment
 * provider's page. A blank, malformed or out-of-bounds amount is explained under the field and
 * nothing is sent. The amount is kept after a failure and forgotten when the dialog opens again.
 *
 * @example
 * <RechargeDialog
 *   open={isRechargeOpen}
 *   onOpenChange={setIsRechargeOpen}
 *   min={wallet.charge_min}
 *   max={wallet.charge_max}
 *   onSubmit={(amount) => chargeWallet.mutate(amount)}
 *   isPending={chargeWallet.isPending}
 *   error={chargeWallet.error ? messageOf(chargeWallet.error) : undefined}
 * />
 */
export function RechargeDialog({
  open,
  onOpenChange,
  min,
  max,
  onSubmit,
  isPending = false,
  error,
}: RechargeDialogProps) {
  const intl = useIntl();
  const format = useFormatters();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts afresh; a failed payment start keeps the dialog open, and so the amount.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAmount('');
      setIsChecked(false);
    }
  }

  // A refusal arrives after the request: bring the user back to the amount.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const problem = amountProblem(amount, { min, max });
  const quickAmounts = QUICK_AMOUNTS.filter((quick) => quick >= min && quick <= max);
  const typedAmount = parseSarAmount(amount);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setIsChecked(true);
    const value = parseSarAmount(amount);
    if (problem || value === undefined) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(value);
  };

  const problemText = (found: AmountProblem) => {
    switch (found) {
      case 'required':
        return intl.formatMessage(m.required);
      case 'invalid':
        return intl.formatMessage(m.invalid);
      case 'belowMin':
        return (
          <FormattedMessage {...m.belowMin} values={{ min: <Price amount={min} size="sm" /> }} />
        );
      case 'aboveMax':
      case 'aboveBalance':
        return (
          <FormattedMessage {...m.aboveMax} values={{ max: <Price amount={max} size="sm" /> }} />
        );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="wallet-recharge"
      title={intl.formatMessage(m.title)}
      footer={
        <>
          <Button type="submit" form={formId} isLoading={isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="wallet-recharge__form"
        data-state={isChecked && problem ? 'invalid' : 'idle'}
        noValidate
        onSubmit={handleSubmit}
      >
        <TextField
          ref={inputRef}
          className="wallet-recharge__amount"
          label={intl.formatMessage(m.amountLabel)}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          readOnly={isPending}
          value={amount}
          hint={
            <FormattedMessage
              {...m.hint}
              values={{
                min: <Price amount={min} size="sm" />,
                max: <Price amount={max} size="sm" />,
              }}
            />
          }
          error={isChecked && problem ? problemText(problem) : undefined}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => {
            if (amount.trim() !== '') setIsChecked(true);
          }}
        />
        {quickAmounts.length > 0 ? (
          <div
            className="wallet-recharge__chips"
            role="group"
            aria-label={intl.formatMessage(m.quickAmounts)}
          >
            {quickAmounts.map((quick) => (
              <button
                key={quick}
                type="button"
                className="wallet-recharge__chip"
                aria-pressed={typedAmount === quick}
                disabled={isPending}
                onClick={() => {
                  setAmount(String(quick));
                  setIsChecked(false);
                }}
              >
                <bdi>{format.number(quick)}</bdi>
              </button>
            ))}
          </div>
        ) : null}
        <p className="wallet-recharge__note">{intl.formatMessage(m.secureNote)}</p>
        {error ? (
          <p className="wallet-recharge__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
