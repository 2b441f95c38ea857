import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@matjar/api-client';
import { toAsciiDigits, validationMessages } from '@matjar/i18n';
import { TextField } from '@matjar/ui';
import { formatIban, ibanProblem, normalizeIban } from '../../lib/iban.js';
import { bankAccountFormMessages as m } from './messages.js';

/**
 * A bank account as the customer gives it, checked and cleaned: names trimmed, the account number
 * in ASCII digits without spaces, the IBAN normalized (`SA` and 22 digits, no spaces).
 */
export interface BankAccountFormInput {
  /** The account holder's name. */
  account_name: string;
  bank_name: string;
  /** ASCII digits only, e.g. `608010167519001`. */
  account_number: string;
  /** Normalized, e.g. `SA4680000608010167519001`. */
  iban: string;
}

type BankAccountField = keyof BankAccountFormInput;

/** The fields in the order they are shown, so that the first invalid one takes focus. */
const FIELDS: readonly BankAccountField[] = ['account_name', 'bank_name', 'account_number', 'iban'];

type FieldProblem = 'required' | 'incorrect';
type FieldProblems = Partial<Record<BankAccountField, FieldProblem>>;

/** The account number as typed, in ASCII digits: spaces, dashes and bidi marks dropped. */
function normalizeAccountNumber(input: string): string {
  return toAsciiDigits(input).replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069-]+/g, '');
}

/** What is wrong with each field as typed; empty when the account can be sent. */
function problemsOf(values: BankAccountFormInput): FieldProblems {
  const problems: FieldProblems = {};
  if (!values.account_name.trim()) problems.account_name = 'required';
  if (!values.bank_name.trim()) problems.bank_name = 'required';
  const accountNumber = normalizeAccountNumber(values.account_number);
  if (!accountNumber) problems.account_number = 'required';
  else if (!/^\d{6,30}$/.test(accountNumber)) problems.account_number = 'incorrect';
  const iban = ibanProblem(values.iban);
  if (iban) problems.iban = iban;
  return problems;
}

/** The outcome of checking the fields: the cleaned input, or the first wrong field's `name`. */
type BankAccountCheck =
  | { isValid: true; input: BankAccountFormInput }
  | { isValid: false; firstInvalid: BankAccountField };

/** Focuses the control called `name` in `form` (each field's `name` is its input key). */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/** The state of the four bank account fields, shared by the form and the withdrawal dialog. */
interface BankAccountDraft {
  /** The fields as typed. */
  values: BankAccountFormInput;
  /** The problems shown, from the last check; a field's problem goes when it is edited. */
  problems: FieldProblems;
  change: (field: BankAccountField, value: string) => void;
  /** Checks every field, shows what is wrong and returns the cleaned input when all are right. */
  check: () => BankAccountCheck;
  /** Back to the default values, without problems. */
  reset: () => void;
}

function initialValues(defaultValues: Partial<BankAccount> | undefined): BankAccountFormInput {
  return {
    account_name: defaultValues?.account_name ?? '',
    bank_name: defaultValues?.bank_name ?? '',
    account_number: defaultValues?.account_number ?? '',
    iban: defaultValues?.iban ? formatIban(defaultValues.iban) : '',
  };
}

/** Holds the bank account fields: their values, their problems and the check before sending. */
export function useBankAccountDraft(defaultValues?: Partial<BankAccount>): BankAccountDraft {
  const [values, setValues] = useState(() => initialValues(defaultValues));
  const [problems, setProblems] = useState<FieldProblems>({});

  return {
    values,
    problems,
    change: (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setProblems((previous) => ({ ...previous, [field]: undefined }));
    },
    check: () => {
      const found = problemsOf(values);
      setProblems(found);
      const firstInvalid = FIELDS.find((field) => found[field] !== undefined);
      if (firstInvalid) return { isValid: false, firstInvalid };
      return {
        isValid: true,
        input: {
          account_name: values.account_name.trim(),
          bank_name: values.bank_name.trim(),
          account_number: normalizeAccountNumber(values.account_number),
          iban: normalizeIban(values.iban),
        },
      };
    },
    reset: () => {
      setValues(initialValues(defaultValues));
      setProblems({});
    },
  };
}

interface BankAccountFieldsProps {
  draft: BankAccountDraft;
  /** While the account is being sent: the fields cannot change. */
  isReadOnly?: boolean;
}

/**
 * The four fields of a bank account: holder name, bank name, account number and IBAN, each with
 * its problem from the last check. The IBAN is typed left to right, with or without spaces and in
 * either digits, and read back grouped by four once it has four characters.
 */
export function BankAccountFields({ draft, isReadOnly = false }: BankAccountFieldsProps) {
  const intl = useIntl();
  const { values, problems, change } = draft;
  const iban = normalizeIban(values.iban);

  const accountNumberError =
    problems.account_number === 'required'
      ? intl.formatMessage(validationMessages.bankAccountNumberRequired)
      : problems.account_number === 'incorrect'
        ? intl.formatMessage(m.accountNumberInvalid)
        : undefined;
  const ibanError =
    problems.iban === 'required'
      ? intl.formatMessage(validationMessages.ibanRequired)
      : problems.iban === 'incorrect'
        ? intl.formatMessage(validationMessages.ibanIncorrect)
        : undefined;

  return (
    <>
      <TextField
        label={intl.formatMessage(m.accountName)}
        name="account_name"
        value={values.account_name}
        dir="auto"
        autoComplete="name"
        required
        readOnly={isReadOnly}
        error={
          problems.account_name
            ? intl.formatMessage(validationMessages.bankAccountNameRequired)
            : undefined
        }
        onChange={(event) => change('account_name', event.target.value)}
      />
      <TextField
        label={intl.formatMessage(m.bankName)}
        name="bank_name"
        value={values.bank_name}
        dir="auto"
        autoComplete="off"
        required
        readOnly={isReadOnly}
        error={
          problems.bank_name ? intl.formatMessage(validationMessages.bankNameRequired) : undefined
        }
        onChange={(event) => change('bank_name', event.target.value)}
      />
      <TextField
        label={intl.formatMessage(m.accountNumber)}
        name="account_number"
        value={values.account_number}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        readOnly={isReadOnly}
        error={accountNumberError}
        onChange={(event) => change('account_number', event.target.value)}
      />
      <div className="wallet-bank-fields__iban">
        <TextField
          label={intl.formatMessage(m.iban)}
          hint={intl.formatMessage(m.ibanHint)}
          name="iban"
          value={values.iban}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          readOnly={isReadOnly}
          error={ibanError}
          onChange={(event) => change('iban', event.target.value)}
        />
        {iban.length >= 4 ? (
          <p className="wallet-bank-fields__readback">
            {intl.formatMessage(m.ibanReadBack, {
              iban: (
                <bdi key="iban" dir="ltr" className="wallet-bank-fields__readback-value">
                  {formatIban(values.iban)}
                </bdi>
              ),
            })}
          </p>
        ) : null}
      </div>
    </>
  );
}
