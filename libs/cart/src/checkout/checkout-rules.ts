import * as v from 'valibot';
import type { CartSummary, PaymentMethod } from '@matjar/api-client';
import { phoneField } from '@matjar/auth';
import type { CheckoutDraft } from './checkout-draft.js';
import type { PlaceOrderInput } from './use-checkout.js';

/** A saved address as far as choosing one for an order goes. */
export interface SavedAddressChoice {
  readonly id: number;
  readonly is_default: boolean;
}

/**
 * The address an order goes to: the first of `preferred` that is still saved (the one chosen for
 * this order, then the one selected in the header), else the default address, else the first one;
 * `null` when the customer has none.
 *
 * @example
 * chosenLocationId(saved, draft.location_id, selectedLocationId);
 */
export function chosenLocationId(
  saved: readonly SavedAddressChoice[],
  ...preferred: (number | null | undefined)[]
): number | null {
  const known = (id: number | null | undefined) => !!id && saved.some((item) => item.id === id);
  return preferred.find(known) ?? saved.find((item) => item.is_default)?.id ?? saved[0]?.id ?? null;
}

/**
 * Whether `method` can pay this summary: the store offers it, a wallet payment is covered by the
 * wallet, and a part-wallet payment (`amount`) has some credit to use.
 */
export function canPayWith(
  summary: Pick<CartSummary, 'payment_methods' | 'wallet_balance' | 'total'>,
  method: PaymentMethod | null,
): method is PaymentMethod {
  if (!method || !summary.payment_methods.includes(method)) return false;
  if (method === 'wallet') return summary.wallet_balance >= summary.total;
  if (method === 'amount') return summary.wallet_balance > 0;
  return true;
}

/** A choice of the checkout that keeps the order from being placed. */
export type CheckoutField =
  'location' | 'slot' | 'method' | 'bank' | 'receipt' | 'recipientName' | 'recipientPhone';

/**
 * What is wrong with a choice: not made, or made but not acceptable (only the other recipient's
 * phone, when it is not a Saudi mobile number).
 */
export type CheckoutProblem = 'missing' | 'incorrect';

export type CheckoutProblems = Partial<Record<CheckoutField, CheckoutProblem>>;

/** What the checkout's choices are checked against. */
export interface CheckoutState {
  readonly draft: CheckoutDraft;
  /** The address the order goes to (see `chosenLocationId`); `null` when the customer has none. */
  readonly locationId: number | null | undefined;
  /** The summary for that address and the order type; `undefined` while there is none. */
  readonly summary: CartSummary | undefined;
  /** Whether a bank-transfer receipt is attached. */
  readonly hasReceipt: boolean;
}

/**
 * The choices that keep this order from being placed, in the page's order, each with its problem;
 * an empty object when it can be placed.
 *
 * @example
 * const problems = checkoutProblems({ draft, locationId, summary: data, hasReceipt: !!receipt });
 * if (problems.slot) showError('slot', messages.orderDateTimeRequired);
 */
export function checkoutProblems({
  draft,
  locationId,
  summary,
  hasReceipt,
}: CheckoutState): CheckoutProblems {
  const found: CheckoutProblems = {};
  if (!summary || locationId === null || locationId === undefined) found.location = 'missing';
  if (draft.order_type === 'scheduled') {
    const day = summary?.delivery_slots.find((slot) => slot.date === draft.date);
    if (!day?.times.some((time) => time.id === draft.time)) found.slot = 'missing';
  }
  if (!summary || !canPayWith(summary, draft.payment_method)) found.method = 'missing';
  if (draft.payment_method === 'bank_transfer') {
    if (!summary?.banks.some((bank) => bank.id === draft.bank_id)) found.bank = 'missing';
    if (!hasReceipt) found.receipt = 'missing';
  }
  if (draft.has_recipient) {
    if (!draft.recipient_name.trim()) found.recipientName = 'missing';
    if (!draft.recipient_phone.trim()) found.recipientPhone = 'missing';
    else if (!v.is(phoneField, draft.recipient_phone)) found.recipientPhone = 'incorrect';
  }
  return found;
}

/** What the order is placed with, besides the customer's choices. */
export interface PlaceOrderContext {
  readonly locationId: number;
  readonly method: PaymentMethod;
  /** Where the payment provider sends the customer back to after a card payment. */
  readonly returnUrl: string;
  /** The bank-transfer receipt, when one is attached. */
  readonly receipt: Blob | undefined;
}

/**
 * The place-order call's input from checked choices (see `checkoutProblems`): only what the chosen
 * order type and payment method use, texts trimmed, and the recipient's phone in the store's form.
 */
export function placeOrderInput(
  draft: CheckoutDraft,
  { locationId, method, returnUrl, receipt }: PlaceOrderContext,
): PlaceOrderInput {
  const feedback = draft.feedback.trim();
  return {
    location_id: locationId,
    order_type: draft.order_type,
    payment_method: method,
    ...(draft.order_type === 'scheduled' && draft.date && draft.time
      ? { date: draft.date, time: draft.time }
      : {}),
    ...(feedback ? { feedback } : {}),
    ...(draft.has_recipient
      ? {
          recipient_name: draft.recipient_name.trim(),
          recipient_phone: v.parse(phoneField, draft.recipient_phone),
        }
      : {}),
    ...(method === 'card' ? { return_url: returnUrl } : {}),
    ...(method === 'bank_transfer' && draft.bank_id && receipt
      ? { bank_id: draft.bank_id, transfer_receipt: receipt }
      : {}),
  };
}
