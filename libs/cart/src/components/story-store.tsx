import type { HttpHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { type Cart, type Location, calls, paymentMethodSchema } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { useAuthState } from '@matjar/auth';
import { STORY_API_URL } from '@matjar/auth/testing';
import { type CheckoutDraft, checkoutDraftKey } from '../checkout/checkout-draft.js';
import {
  cartOf,
  checkoutSummaryOf,
  homeAddress,
  placedOrder,
  ramadanCoupon,
  workAddress,
} from './cart-fixtures.js';

/** The payment page a card order is sent to in the stories. */
export const STORY_PAYMENT_URL = 'https://pay.example/checkout/pay_5120';

/** The store's message in the request's language. */
const said = (request: Request, arabic: string, english: string) =>
  request.headers.get('lang') === 'en' ? english : arabic;

/**
 * A fake store holding `initial` as the customer's cart, for `withCustomerStore`'s
 * `customerStore.answers`: the cart and its count, quantity changes, removals and the RAMADAN10
 * coupon (any other code is refused), the checkout's summary for one of `addresses`, and placing the
 * order (a card order is answered with a payment page). Each drawing of the story starts again
 * from `initial`.
 */
export function cartStoreAnswers(
  initial: Cart,
  addresses: readonly Location[] = [homeAddress, workAddress],
): () => HttpHandler[] {
  return () => {
    let lines = initial.lines;
    let coupon = initial.coupon;
    const current = () => cartOf(lines, coupon);
    return [
      answerCall(STORY_API_URL, calls.cart.show, () => success(current())),
      answerCall(STORY_API_URL, calls.cart.count, () => success(current().count)),
      answerCall(STORY_API_URL, calls.cart.updateQuantity, async ({ request, params }) => {
        const quantity = Number((await request.formData()).get('quantity'));
        lines = lines.map((line) =>
          line.id === Number(params['id'])
            ? { ...line, quantity, price: line.unit_price * quantity }
            : line,
        );
        return success(current());
      }),
      answerCall(STORY_API_URL, calls.cart.remove, ({ params }) => {
        lines = lines.filter((line) => line.id !== Number(params['id']));
        return success(current());
      }),
      answerCall(STORY_API_URL, calls.cart.applyCoupon, async ({ request }) => {
        if ((await request.formData()).get('code') !== ramadanCoupon.code) {
          return refusal(said(request, 'كود الخصم غير صحيح', 'This coupon code is not valid'));
        }
        coupon = ramadanCoupon;
        return success(current());
      }),
      answerCall(STORY_API_URL, calls.cart.removeCoupon, () => {
        coupon = null;
        return success(current());
      }),
      answerCall(STORY_API_URL, calls.cart.summary, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const location = addresses.find((saved) => saved.id === Number(query.get('location_id')));
        if (!location) {
          return refusal(said(request, 'العنوان غير موجود', 'This address is not yours'));
        }
        const orderType = query.get('order_type') === 'scheduled' ? 'scheduled' : 'normal';
        return success(checkoutSummaryOf(current(), location, orderType));
      }),
      answerCall(STORY_API_URL, calls.orders.place, async ({ request }) => {
        const sent = (await request.formData()).get('payment_method');
        const method = v.is(paymentMethodSchema, sent) ? sent : 'cash';
        lines = [];
        coupon = null;
        return success({
          order: { ...placedOrder, payment_method: method, is_paid: method === 'wallet' },
          payment_url: method === 'card' ? STORY_PAYMENT_URL : null,
        });
      }),
    ];
  };
}

/** Read by `withCheckoutDraft`: the checkout choices the customer made before the story. */
export interface CheckoutDraftParameters {
  checkoutDraft?: Partial<CheckoutDraft>;
}

/** Keeps `draft` on the device as the session's customer's choices before the screen reads them. */
function CheckoutDraftOfStory({
  draft,
  children,
}: {
  draft: Partial<CheckoutDraft> | undefined;
  children: ReactNode;
}) {
  const customerId = useAuthState().authUser?.id;
  useState(() => {
    if (draft && customerId !== undefined) {
      localStorage.setItem(
        checkoutDraftKey(customerId),
        JSON.stringify({ ...draft, saved_at: Date.now() }),
      );
    }
  });
  return children;
}

/**
 * A story decorator: the story's `parameters.checkoutDraft`, the checkout choices (order type and
 * slot, address, recipient, payment method…) its customer made before, kept on the device as the
 * checkout keeps them. Put it before `withCustomerStore`, whose customer they are (each story is
 * another one).
 */
export function withCheckoutDraft(
  Story: () => ReactNode,
  context: { parameters: CheckoutDraftParameters },
) {
  return (
    <CheckoutDraftOfStory draft={context.parameters.checkoutDraft}>{Story()}</CheckoutDraftOfStory>
  );
}
