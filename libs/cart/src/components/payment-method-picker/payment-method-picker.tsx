import { type ReactNode, useEffect, useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { PaymentBank, PaymentMethod } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import {
  Button,
  ImagePicker,
  PaymentMark,
  type PaymentMarkKind,
  type PickedImage,
  Price,
  RadioGroup,
  type RadioOption,
} from '@matjar/ui';
import { paymentMethodPickerMessages as m } from './messages.js';

/** The largest transfer receipt accepted, in bytes (5 MB). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export interface PaymentMethodPickerProps {
  /** The methods the store offers, in its order. */
  methods: readonly PaymentMethod[];
  /** The chosen method; `null` while none is. */
  value: PaymentMethod | null;
  /** Called with the method the user chooses. */
  onChange: (method: PaymentMethod) => void;
  /** The order's total, SAR. */
  total: number;
  /** The customer's wallet credit, SAR. */
  walletBalance: number;
  /** The store's bank accounts, offered when the method is `bank_transfer`. */
  banks: readonly PaymentBank[];
  /** The id of the chosen bank; `null` while none is. */
  bankId: number | null;
  onBankChange: (bankId: number) => void;
  /** The picked transfer receipt; `null` while none is. */
  receipt: PickedImage | null;
  /** Called with a picked receipt that is an image of at most `RECEIPT_MAX_BYTES`, or `null`. */
  onReceiptChange: (receipt: PickedImage | null) => void;
  /** Upload progress 0–100 of the receipt while the order is being sent. */
  receiptProgress?: number | undefined;
  /** Localized errors: no method chosen, no bank chosen, no receipt. */
  errors?: { method?: ReactNode; bank?: ReactNode; receipt?: ReactNode };
  /** Level of the section's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  /** Turns every choice off, e.g. while the order is being sent. */
  disabled?: boolean;
  className?: string;
}

const toHalalas = (amount: number) => Math.round(amount * 100);
const roundSar = (amount: number) => toHalalas(amount) / 100;

/** `SA0380000000608010167519` → `SA03 8000 0000 6080 1016 7519`, as printed on bank papers. */
const groupByFour = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // `clipboard` is missing outside secure contexts, although the DOM types say it is always there.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The marks drawn beside each method's name: the card's networks, cash and wallet for the split. */
const marksOf: Record<PaymentMethod, readonly PaymentMarkKind[]> = {
  cash: ['cash'],
  card: ['mada', 'visa', 'mastercard'],
  wallet: ['wallet'],
  amount: ['wallet', 'cash'],
  bank_transfer: ['bank_transfer'],
};

/** The method's name with its marks; the marks are not read, the name already says them. */
function methodLabel(method: PaymentMethod, name: string): ReactNode {
  return (
    <span className="cart-payment__method">
      <span className="cart-payment__method-name">{name}</span>
      <span className="cart-payment__marks" aria-hidden="true">
        {marksOf[method].map((kind) => (
          <PaymentMark key={kind} kind={kind} size="sm" isDecorative />
        ))}
      </span>
    </span>
  );
}

function methodOption(
  method: PaymentMethod,
  intl: IntlShape,
  total: number,
  walletBalance: number,
): RadioOption<PaymentMethod> {
  const balance = Math.max(0, walletBalance);
  switch (method) {
    case 'cash':
      return {
        value: method,
        label: methodLabel(method, intl.formatMessage(m.cash)),
        description: intl.formatMessage(m.cashDescription),
      };
    case 'card':
      return {
        value: method,
        label: methodLabel(method, intl.formatMessage(m.card)),
        description: intl.formatMessage(m.cardDescription),
      };
    case 'wallet': {
      const isShort = toHalalas(balance) < toHalalas(total);
      return {
        value: method,
        label: methodLabel(method, intl.formatMessage(m.wallet)),
        isDisabled: isShort,
        description: isShort ? (
          <FormattedMessage
            {...m.walletShort}
            values={{
              balance: <Price amount={balance} size="sm" />,
              total: <Price amount={total} size="sm" />,
            }}
          />
        ) : (
          <FormattedMessage
            {...m.walletBalance}
            values={{ balance: <Price amount={balance} size="sm" /> }}
          />
        ),
      };
    }
    case 'amount': {
      const isEmpty = toHalalas(balance) <= 0;
      const fromWallet = roundSar(Math.min(balance, total));
      const rest = roundSar(total - fromWallet);
      return {
        value: method,
        label: methodLabel(method, intl.formatMessage(m.amount)),
        isDisabled: isEmpty,
        description: isEmpty ? (
          intl.formatMessage(m.walletEmpty)
        ) : (
          <FormattedMessage
            {...m.amountSplit}
            values={{
              fromWallet: <Price amount={fromWallet} size="sm" />,
              rest: <Price amount={rest} size="sm" />,
            }}
          />
        ),
      };
    }
    case 'bank_transfer':
      return {
        value: method,
        label: methodLabel(method, intl.formatMessage(m.bankTransfer)),
        description: intl.formatMessage(m.bankTransferDescription),
      };
  }
}

/**
 * The checkout's "Payment method" section: one option per method the store offers, each saying
 * what it means for this order (the wallet's balance against the total, the wallet and cash split).
 * The wallet is off when its balance does not cover the total, "wallet and cash" when it is empty.
 * With a bank transfer chosen come the store's banks (IBAN grouped by four, with "Copy IBAN") and
 * the transfer receipt; a file that is not an image or is larger than `RECEIPT_MAX_BYTES` is
 * refused in place, named with the reason, without calling `onReceiptChange`.
 *
 * @example
 * <PaymentMethodPicker
 *   methods={summary.payment_methods}
 *   value={method}
 *   onChange={setMethod}
 *   total={summary.total}
 *   walletBalance={summary.wallet}
 *   banks={summary.banks}
 *   bankId={bankId}
 *   onBankChange={setBankId}
 *   receipt={receipt}
 *   onReceiptChange={setReceipt}
 *   receiptProgress={placeOrder.uploadProgress}
 *   errors={{ method: errors.method && intl.formatMessage(validationMessages.paymentMethodRequired) }}
 * />
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  total,
  walletBalance,
  banks,
  bankId,
  onBankChange,
  receipt,
  onReceiptChange,
  receiptProgress,
  errors,
  headingLevel = 2,
  disabled = false,
  className,
}: PaymentMethodPickerProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const title = intl.formatMessage(m.title);
  const options = methods.map((method) => methodOption(method, intl, total, walletBalance));
  const isBankTransfer = value === 'bank_transfer';
  const hasError = Boolean(errors?.method || (isBankTransfer && (errors?.bank || errors?.receipt)));

  return (
    <section
      className={['cart-payment', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={disabled ? 'disabled' : hasError ? 'invalid' : 'idle'}
    >
      <Heading className="cart-payment__title" id={titleId}>
        {title}
      </Heading>
      <RadioGroup
        className="cart-payment__methods"
        // The heading shows the question; the group still needs its own name.
        label={<span className="mj-visually-hidden">{title}</span>}
        options={options}
        value={value}
        onChange={onChange}
        error={errors?.method}
        disabled={disabled}
      />
      {isBankTransfer ? (
        <BankTransferFields
          banks={banks}
          bankId={bankId}
          onBankChange={onBankChange}
          receipt={receipt}
          onReceiptChange={onReceiptChange}
          receiptProgress={receiptProgress}
          bankError={errors?.bank}
          receiptError={errors?.receipt}
          disabled={disabled}
        />
      ) : null}
    </section>
  );
}

interface BankTransferFieldsProps {
  banks: readonly PaymentBank[];
  bankId: number | null;
  onBankChange: (bankId: number) => void;
  receipt: PickedImage | null;
  onReceiptChange: (receipt: PickedImage | null) => void;
  receiptProgress: number | undefined;
  bankError: ReactNode;
  receiptError: ReactNode;
  disabled: boolean;
}

type CopyOutcome = { bankId: number; isCopied: boolean } | null;

/** How long "Copied" stays on the button. */
const COPIED_FEEDBACK_MS = 3000;

function BankTransferFields({
  banks,
  bankId,
  onBankChange,
  receipt,
  onReceiptChange,
  receiptProgress,
  bankError,
  receiptError,
  disabled,
}: BankTransferFieldsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome>(null);
  const maxMegabytes = format.number(RECEIPT_MAX_BYTES / (1024 * 1024));

  useEffect(() => {
    if (!copyOutcome?.isCopied) return undefined;
    const timer = setTimeout(() => setCopyOutcome(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copyOutcome]);

  const handleCopy = async (bank: PaymentBank) => {
    const isCopied = await copyToClipboard(bank.iban.replace(/\s+/g, '').toUpperCase());
    setCopyOutcome({ bankId: bank.id, isCopied });
  };

  const copiedBank = banks.find((bank) => bank.id === copyOutcome?.bankId);
  const copyStatus = !copyOutcome
    ? null
    : copyOutcome.isCopied
      ? copiedBank && intl.formatMessage(m.ibanCopied, { bank: copiedBank.name })
      : intl.formatMessage(m.copyFailed);

  const bankOptions = banks.map((bank): RadioOption<string> => ({
    value: String(bank.id),
    label: bank.name,
    // Spaces between the lines, so that they are read apart wherever the layout is not known.
    description: (
      <>
        <span className="cart-payment__bank-line">
          <FormattedMessage {...m.accountName} values={{ name: <bdi>{bank.account_name}</bdi> }} />
        </span>{' '}
        <span className="cart-payment__bank-line">
          <FormattedMessage
            {...m.accountNumber}
            values={{
              number: (
                <bdi className="cart-payment__account" dir="ltr">
                  {bank.account_number}
                </bdi>
              ),
            }}
          />
        </span>{' '}
        <span className="cart-payment__bank-line">
          <FormattedMessage
            {...m.iban}
            values={{
              iban: (
                <bdi className="cart-payment__iban" dir="ltr">
                  {groupByFour(bank.iban)}
                </bdi>
              ),
            }}
          />
        </span>{' '}
        <Button
          className="cart-payment__copy"
          variant="secondary"
          size="sm"
          aria-label={
            copyOutcome?.bankId === bank.id && copyOutcome.isCopied
              ? undefined
              : intl.formatMessage(m.copyIbanOf, { bank: bank.name })
          }
          onClick={() => void handleCopy(bank)}
        >
          {intl.formatMessage(
            copyOutcome?.bankId === bank.id && copyOutcome.isCopied ? m.copied : m.copyIban,
          )}
        </Button>
      </>
    ),
  }));

  return (
    <div className="cart-payment__transfer">
      {banks.length > 0 ? (
        <RadioGroup
          className="cart-payment__banks"
          label={intl.formatMessage(m.bank)}
          options={bankOptions}
          value={bankId === null ? null : String(bankId)}
          onChange={(next) => onBankChange(Number(next))}
          error={bankError}
          disabled={disabled}
        />
      ) : (
        <p className="cart-payment__no-banks" role="alert">
          {intl.formatMessage(m.noBanks)}
        </p>
      )}
      <p
        className={[
          'cart-payment__copy-status',
          copyOutcome?.isCopied === false ? undefined : 'mj-visually-hidden',
        ]
          .filter(Boolean)
          .join(' ')}
        role="status"
      >
        {copyStatus}
      </p>
      <div className="cart-payment__receipt">
        <ImagePicker
          label={intl.formatMessage(m.receipt)}
          value={receipt ? [receipt] : []}
          onChange={(images) => onReceiptChange(images[0] ?? null)}
          maxBytes={RECEIPT_MAX_BYTES}
          progress={
            receipt && receiptProgress !== undefined ? { [receipt.id]: receiptProgress } : undefined
          }
          hint={intl.formatMessage(m.receiptHint, { max: maxMegabytes })}
          error={receiptError}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
