import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import { commonMessages } from '@matjar/i18n';
import { Button } from '@matjar/ui';
import {
  BankAccountFields,
  type BankAccountFormInput,
  focusField,
  useBankAccountDraft,
} from './bank-account-fields.js';

export type { BankAccountFormInput } from './bank-account-fields.js';

export interface BankAccountFormProps {
  /** The account being edited; leave out to add a new one. Only read when the form mounts. */
  defaultValues?: Partial<BankAccount>;
  /**
   * Called with the checked input (names trimmed, account number in ASCII digits, IBAN
   * normalized) when every field is right; never while one is wrong.
   */
  onSubmit: (input: BankAccountFormInput) => void;
  /** The words of the submit button, in the current language ("Save", "Add the account"). */
  submitLabel: string;
  /** While the account is being saved: the button waits and presses are ignored. */
  isPending?: boolean;
  /** The store's localized message when saving failed; every field keeps what was typed. */
  error?: ReactNode;
  /** When given, a "Cancel" button calls it. */
  onCancel?: () => void;
  className?: string;
}

/**
 * The "bank account data" form: the account holder's name, the bank's name, the account number
 * and the IBAN (`SA` and 22 digits, typed with or without spaces, in ASCII or Arabic-Indic digits,
 * read back grouped by four). Sending checks every field in place, focuses the first wrong one and
 * sends nothing until all are right, including the IBAN's check digits.
 *
 * @example
 * <BankAccountForm
 *   defaultValues={account}
 *   submitLabel={intl.formatMessage(commonMessages.save)}
 *   onSubmit={(input) => saveAccount.mutate(input)}
 *   isPending={saveAccount.isPending}
 *   error={saveAccount.error ? messageOf(saveAccount.error) : undefined}
 *   onCancel={() => setIsEditing(false)}
 * />
 */
export function BankAccountForm({
  defaultValues,
  onSubmit,
  submitLabel,
  isPending = false,
  error,
  onCancel,
  className,
}: BankAccountFormProps) {
  const intl = useIntl();
  const draft = useBankAccountDraft(defaultValues);
  const hasProblem = Object.values(draft.problems).some(Boolean);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const checked = draft.check();
    if (!checked.isValid) {
      focusField(event.currentTarget, checked.firstInvalid);
      return;
    }
    onSubmit(checked.input);
  };

  return (
    <form
      className={['wallet-bank-form', className].filter(Boolean).join(' ')}
      noValidate
      aria-busy={isPending || undefined}
      data-state={isPending ? 'pending' : hasProblem ? 'invalid' : 'idle'}
      onSubmit={handleSubmit}
    >
      <BankAccountFields draft={draft} isReadOnly={isPending} />
      {error ? (
        <p className="wallet-bank-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="wallet-bank-form__actions">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
