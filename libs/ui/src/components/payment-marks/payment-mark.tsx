import type { ReactNode, Ref, SVGAttributes } from 'react';
import { useIntl } from 'react-intl';
import { paymentMarkMessages } from './messages.js';

/** The ways to pay a mark can show. */
export type PaymentMarkKind =
  'mada' | 'visa' | 'mastercard' | 'card' | 'cash' | 'wallet' | 'bank_transfer';

/** Every kind of mark, in the order a store lists them. */
export const PAYMENT_MARK_KINDS: readonly PaymentMarkKind[] = [
  'mada',
  'visa',
  'mastercard',
  'card',
  'cash',
  'wallet',
  'bank_transfer',
];

export interface PaymentMarkProps extends Omit<
  SVGAttributes<SVGSVGElement>,
  'children' | 'role' | 'width' | 'height'
> {
  kind: PaymentMarkKind;
  /** `md` 48 × 32 (default), `sm` 36 × 24 CSS pixels; the size never changes with the content. */
  size?: 'sm' | 'md';
  /**
   * Hidden from assistive technology, when words next to it already name the way to pay (a
   * payment option's label). Otherwise the mark is an image named after its kind.
   */
  isDecorative?: boolean;
  /** Overrides the localized name of the kind. */
  label?: string;
  ref?: Ref<SVGSVGElement>;
}

const messageOf = {
  mada: paymentMarkMessages.mada,
  visa: paymentMarkMessages.visa,
  mastercard: paymentMarkMessages.mastercard,
  card: paymentMarkMessages.card,
  cash: paymentMarkMessages.cash,
  wallet: paymentMarkMessages.wallet,
  bank_transfer: paymentMarkMessages.bankTransfer,
} as const;

const sizes = { sm: { width: 36, height: 24 }, md: { width: 48, height: 32 } } as const;

// The word marks are set in a common sans-serif the device has, bold, stretched or squeezed to a
// fixed length whatever the font: no font file is loaded.
const WORD_FONT = 'Arial, Helvetica, sans-serif';

/** The drawing of each kind on a 48 × 32 badge. */
const drawings: Record<PaymentMarkKind, ReactNode> = {
  // The two bars of mada (green over blue) and its Latin word mark.
  mada: (
    <>
      <rect x="5" y="11" width="10" height="4" rx="1" fill="#84b740" />
      <rect x="5" y="17" width="10" height="4" rx="1" fill="#259bd6" />
      <text
        x="17"
        y="20.5"
        fill="#1d1d1b"
        fontFamily={WORD_FONT}
        fontSize="10"
        fontWeight="700"
        textLength="25"
        lengthAdjust="spacingAndGlyphs"
      >
        mada
      </text>
    </>
  ),
  // The blue italic word mark.
  visa: (
    <text
      x="24"
      y="20.5"
      fill="#1a1f71"
      fontFamily={WORD_FONT}
      fontSize="13"
      fontStyle="italic"
      fontWeight="800"
      textAnchor="middle"
      textLength="30"
      lengthAdjust="spacingAndGlyphs"
    >
      VISA
    </text>
  ),
  // Two overlapping circles, red and yellow, orange where they meet.
  mastercard: (
    <>
      <circle cx="19" cy="16" r="8" fill="#eb001b" />
      <circle cx="29" cy="16" r="8" fill="#f79e1b" />
      <path d="M24 9.755A8 8 0 0 1 24 22.245A8 8 0 0 1 24 9.755Z" fill="#ff5f00" />
    </>
  ),
  // A bank card: magnetic stripe and chip.
  card: (
    <>
      <rect x="9" y="7" width="30" height="19" rx="3" fill="#34495e" />
      <rect x="9" y="10.5" width="30" height="3.5" fill="#1c2833" />
      <rect x="13" y="17" width="6" height="5" rx="1" fill="#e5c04b" />
      <rect x="23" y="19.5" width="12" height="1.5" rx="0.75" fill="#aab7c4" />
    </>
  ),
  // A banknote with its round watermark.
  cash: (
    <>
      <rect x="7" y="8" width="34" height="16" rx="2" fill="#2e8b57" />
      <rect
        x="9.5"
        y="10.5"
        width="29"
        height="11"
        rx="1"
        fill="none"
        stroke="#a8dcb9"
        strokeWidth="1"
      />
      <circle cx="24" cy="16" r="3.5" fill="#a8dcb9" />
      <circle cx="13.5" cy="16" r="1.2" fill="#a8dcb9" />
      <circle cx="34.5" cy="16" r="1.2" fill="#a8dcb9" />
    </>
  ),
  // A wallet with its clasp.
  wallet: (
    <>
      <path d="M12 9.5h20.5a1.5 1.5 0 0 1 1.5 1.5v1H12z" fill="#0a5146" />
      <rect x="9" y="11" width="30" height="15" rx="3" fill="#0b6b5d" />
      <rect x="29" y="15.5" width="10" height="6" rx="2" fill="#0a5146" />
      <circle cx="32.5" cy="18.5" r="1.4" fill="#f2c14e" />
    </>
  ),
  // A bank: pediment, columns and steps.
  bank_transfer: (
    <>
      <path d="M24 5.5l12.5 6v2h-25v-2z" fill="#1f4e8c" />
      <rect x="14" y="14.5" width="3" height="8" fill="#1f4e8c" />
      <rect x="19.7" y="14.5" width="3" height="8" fill="#1f4e8c" />
      <rect x="25.3" y="14.5" width="3" height="8" fill="#1f4e8c" />
      <rect x="31" y="14.5" width="3" height="8" fill="#1f4e8c" />
      <rect x="11.5" y="23.5" width="25" height="3" rx="0.5" fill="#1f4e8c" />
    </>
  ),
};

/**
 * The mark of a way to pay (mada, Visa, Mastercard, a card, cash, the wallet, a bank transfer),
 * drawn on a small white badge that reads on light and dark backgrounds. Its size is fixed, so a
 * row of marks takes its room before the page paints. Named after its kind when it stands alone;
 * `isDecorative` when the words beside it already say it.
 *
 * @example
 * <ul aria-label={intl.formatMessage(messages.weAccept)}>
 *   <li><PaymentMark kind="mada" /></li>
 *   <li><PaymentMark kind="visa" /></li>
 * </ul>
 * <label><PaymentMark kind="cash" size="sm" isDecorative /> Cash on delivery</label>
 */
export function PaymentMark({
  kind,
  size = 'md',
  isDecorative = false,
  label,
  className,
  ref,
  ...rest
}: PaymentMarkProps) {
  const intl = useIntl();
  const { width, height } = sizes[size];
  // A decorative mark keeps its name, hidden with it, so that tests and tools can tell marks apart.
  const name = label ?? intl.formatMessage(messageOf[kind]);
  return (
    <svg
      {...rest}
      ref={ref}
      className={['mj-payment-mark', className].filter(Boolean).join(' ')}
      data-kind={kind}
      viewBox="0 0 48 32"
      // The word marks read left to right on Arabic pages too.
      direction="ltr"
      width={width}
      height={height}
      focusable="false"
      role="img"
      aria-label={name}
      aria-hidden={isDecorative || undefined}
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d5dbe1" />
      {drawings[kind]}
    </svg>
  );
}
