import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import { commonMessages } from '@matjar/i18n';
import {
  Button,
  Dialog,
  Price,
  RadioGroup,
  type RadioOption,
  Skeleton,
  SkeletonGroup,
  TextField,
} from '@matjar/ui';
import { type AmountProblem, amountProblem, parseSarAmount } from '../../lib/amount.js';
import { formatIban } from '../../lib/iban.js';
import {
  BankAccountFields,
  type BankAccountFormInput,
  focusField,
  useBankAccountDraft,
} from '../bank-account-form/bank-account-fields.js';
import { withdrawDialogMessages as m } from './messages.js';

/** The value of the "Another bank account" option; saved accounts use their numeric ids. */
const OTHER_ACCOUNT = 'other';

/** How many rows the skeleton shows while the saved accounts load. */
const SKELETON_ROWS = 2;

/**
 * A withdrawal request as the dialog sends it: the amount in SAR and either a saved account's id
 * or the details of another account (names trimmed, account number in ASCII digits, IBAN
 * normalized). It fits `wallet.withdraw`'s `WithdrawInput` of `@matjar/api-client`.
 */
export type WithdrawDialogInput =
  { amount: number; bank_account_id: number } | ({ amount: number } & BankAccountFormInput);

export interface WithdrawDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the customer closes it (Cancel, Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The credit that can be withdrawn now, in SAR; a larger amount is refused in place. */
  balance: number;
  /** The saved bank accounts; `undefined` while they load (a skeleton shows). */
  accounts: readonly BankAccount[] | undefined;
  /** Called with the checked request when every field is right; never while one is wrong. */
  onSubmit: (input: WithdrawDialogInput) => void;
  /** While the request is being sent: the button waits and presses are ignored. */
  isPending?: boolean;
  /** The store's localized message when the request failed; every field keeps what was typed. */
  error?: ReactNode;
}

/**
 * The withdrawal dialog ("bank account data for withdrawal"): the available balance, the amount to
 * withdraw (Arabic-Indic digits and `٫` accepted) and where to send it, a saved account (bank
 * and IBAN) or another one whose holder, bank, number and IBAN are typed in place. Sending checks
 * everything in place, focuses the first wrong field and sends nothing until all is right, the
 * amount within the balance and the IBAN's check digits included. A note says the administration
 * reviews the request and holds the amount. Each opening starts afresh.
 *
 * @example
 * <WithdrawDialog
 *   open={isWithdrawOpen}
 *   onOpenChange={setIsWithdrawOpen}
 *   balance={wallet.balance}
 *   accounts={bankAccounts.data}
 *   onSubmit={(input) => withdraw.mutate(input, { onSuccess: () => setIsWithdrawOpen(false) })}
 *   isPending={withdraw.isPending}
 *   error={withdraw.error ? messageOf(withdraw.error) : undefined}
 * />
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  balance,
  accounts,
  onSubmit,
  isPending = false,
  error,
}: WithdrawDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountProblem | undefined>();
  const [choice, setChoice] = useState<string | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const draft = useBankAccountDraft();
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts afresh; a failed request keeps the dialog open, and so what was typed.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAmount('');
      setAmountError(undefined);
      setChoice(null);
      setIsChoiceMissing(false);
      draft.reset();
    }
  }

  // Until the customer picks, the first saved account is chosen, or another one when none is saved.
  const firstAccount = accounts?.[0];
  const defaultChoice =
    accounts === undefined ? null : firstAccount ? String(firstAccount.id) : OTHER_ACCOUNT;
  const selected = choice ?? defaultChoice;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || accounts === undefined) return;
    const form = event.currentTarget;

    const problem = amountProblem(amount, { balance });
    setAmountError(problem);
    let focusFirstInvalid = problem ? () => amountRef.current?.focus() : undefined;

    let destination: { bank_account_id: number } | BankAccountFormInput | undefined;
    if (selected === OTHER_ACCOUNT) {
      const checked = draft.check();
      if (checked.isValid) destination = checked.input;
      else focusFirstInvalid ??= () => focusField(form, checked.firstInvalid);
    } else {
      const account = accounts.find((candidate) => String(candidate.id) === selected);
      if (account) destination = { bank_account_id: account.id };
      else {
        setIsChoiceMissing(true);
        focusFirstInvalid ??= () =>
          groupRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      }
    }

    const parsed = parseSarAmount(amount);
    if (focusFirstInvalid || parsed === undefined || destination === undefined) {
      focusFirstInvalid?.();
      return;
    }
    onSubmit({ amount: parsed, ...destination });
  };

  const amountMessage =
    amountError === undefined
      ? undefined
      : amountError === 'required'
        ? intl.formatMessage(m.amountRequired)
        : amountError === 'aboveBalance'
          ? intl.formatMessage(m.amountAboveBalance, {
              balance: <Price key="balance" amount={balance} size="sm" />,
            })
          : intl.formatMessage(m.amountInvalid);

  const options: RadioOption[] = [
    ...(accounts ?? []).map((account) => ({
      value: String(account.id),
      label: account.bank_name,
      description: (
        <bdi dir="ltr" className="wallet-withdraw__iban">
          {formatIban(account.iban)}
        </bdi>
      ),
    })),
    { value: OTHER_ACCOUNT, label: intl.formatMessage(m.otherAccount) },
  ];
  const hasProblem =
    amountError !== undefined ||
    isChoiceMissing ||
    (selected === OTHER_ACCOUNT && Object.values(draft.problems).some(Boolean));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="wallet-withdraw-dialog"
      title={intl.formatMessage(m.title)}
      initialFocusRef={amountRef}
      footer={
        <>
          <Button
            type="submit"
            form={formId}
            isLoading={isPending}
            disabled={accounts === undefined}
          >
            {intl.formatMessage(m.submit)}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="wallet-withdraw"
        noValidate
        aria-busy={isPending || undefined}
        data-state={isPending ? 'pending' : hasProblem ? 'invalid' : 'idle'}
        onSubmit={handleSubmit}
      >
        <p className="wallet-withdraw__balance">
          <span className="wallet-withdraw__balance-label">{intl.formatMessage(m.available)}</span>
          <Price amount={balance} size="lg" />
        </p>
        <TextField
          ref={amountRef}
          label={intl.formatMessage(m.amount)}
          name="amount"
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          required
          readOnly={isPending}
          error={amountMessage}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
        />
        {accounts === undefined ? (
          <SkeletonGroup
            className="wallet-withdraw__loading"
            label={intl.formatMessage(m.loadingAccounts)}
          >
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index} className="wallet-withdraw__skeleton-row">
                <Skeleton shape="circle" size="1.25rem" />
                <Skeleton lines={2} inlineSize={index % 2 === 0 ? '70%' : '55%'} />
              </div>
            ))}
          </SkeletonGroup>
        ) : (
          <RadioGroup
            ref={groupRef}
            label={intl.formatMessage(m.destination)}
            options={options}
            value={selected}
            required
            disabled={isPending}
            error={isChoiceMissing ? intl.formatMessage(m.destinationRequired) : undefined}
            onChange={(value) => {
              setChoice(value);
              setIsChoiceMissing(false);
            }}
          />
        )}
        {selected === OTHER_ACCOUNT ? (
          <fieldset className="wallet-withdraw__other">
            <legend className="wallet-withdraw__legend">
              {intl.formatMessage(m.otherAccountLegend)}
            </legend>
            <BankAccountFields draft={draft} isReadOnly={isPending} />
          </fieldset>
        ) : null}
        <p className="wallet-withdraw__note">{intl.formatMessage(m.reviewNote)}</p>
        {error ? (
          <p className="wallet-withdraw__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
