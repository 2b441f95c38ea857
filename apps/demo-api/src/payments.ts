import type { Hono } from 'hono';
import { langOf } from './messages.js';
import { publicBase } from './public-url.js';
import type { DemoStore } from './state.js';

/** A payment on the simulated hosted payment page. */
export interface DemoPayment {
  id: string;
  /** What is paid: an order, a wallet charge… (the handler registered for it completes it). */
  purpose: string;
  /** The id of the order, wallet charge… being paid. */
  reference: number;
  user_id: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed';
  /**
   * Where the page sends the customer back, with `payment=success|failed&payment_id=…` (and
   * `order_id=…` when an order is paid).
   */
  return_url: string;
  created_at: string;
}

type CompletionHandler = (store: DemoStore, payment: DemoPayment) => void;
const completionHandlers = new Map<string, CompletionHandler>();

/** Registers what happens when a payment of `purpose` succeeds (mark the order paid, credit the wallet…). */
export function onPaymentCompleted(purpose: string, handler: CompletionHandler): void {
  completionHandlers.set(purpose, handler);
}

/**
 * Starts a payment on the simulated hosted payment page and returns the page's URL, on the origin
 * the request came to.
 */
export function createPayment(
  store: DemoStore,
  request: Request,
  payment: Pick<DemoPayment, 'purpose' | 'reference' | 'user_id' | 'amount' | 'return_url'>,
): { id: string; url: string } {
  const id = `pay_${store.nextId()}`;
  store.state.payments.push({
    ...payment,
    id,
    status: 'pending',
    created_at: new Date().toISOString(),
  });
  store.changed();
  return { id, url: paymentPageUrl(request, { id }) };
}

/** The address of a payment's page, in the language the storefront asked the API in. */
export function paymentPageUrl(request: Request, payment: Pick<DemoPayment, 'id'>): string {
  const lang = langOf(request.headers.get('lang'));
  return `${publicBase(request)}/__demo/payments/${payment.id}?lang=${lang}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The simulated hosted payment page: GET shows it, POST pays or cancels and sends the customer back. */
export function servePaymentPage(app: Hono, store: DemoStore): void {
  app.get('/__demo/payments/:id', (c) => {
    const payment = store.state.payments.find((candidate) => candidate.id === c.req.param('id'));
    const lang = langOf(c.req.query('lang') ?? c.req.header('lang'));
    const t =
      lang === 'en'
        ? {
            title: 'Secure payment',
            amount: 'Amount',
            pay: 'Pay now',
            cancel: 'Cancel',
            card: 'Card number',
            missing: 'This payment does not exist.',
          }
        : {
            title: 'دفع آمن',
            amount: 'المبلغ',
            pay: 'ادفع الآن',
            cancel: 'إلغاء',
            card: 'رقم البطاقة',
            missing: 'عملية الدفع هذه غير موجودة.',
          };
    if (!payment) return c.html(`<p>${t.missing}</p>`, 404);
    return c.html(`<!doctype html>
<html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${t.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-inline-size: 28rem; margin: 2rem auto; padding-inline: 1rem">
<h1>${t.title}</h1>
<p>${t.amount}: <bdi>${payment.amount.toFixed(2)}</bdi> SAR</p>
<form method="post">
<label>${t.card} <input name="card" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111" dir="ltr"></label>
<p><button name="action" value="pay">${t.pay}</button> <button name="action" value="cancel">${t.cancel}</button></p>
</form>
<p><small>${escapeHtml(payment.id)}</small></p>
</body></html>`);
  });

  app.post('/__demo/payments/:id', async (c) => {
    const payment = store.state.payments.find((candidate) => candidate.id === c.req.param('id'));
    if (!payment) return c.text('Not found', 404);
    const form = await c.req.formData();
    if (payment.status === 'pending') {
      payment.status = form.get('action') === 'pay' ? 'paid' : 'failed';
      if (payment.status === 'paid') completionHandlers.get(payment.purpose)?.(store, payment);
      store.changed();
    }
    const back = new URL(payment.return_url);
    back.searchParams.set('payment', payment.status === 'paid' ? 'success' : 'failed');
    back.searchParams.set('payment_id', payment.id);
    if (payment.purpose === 'order') back.searchParams.set('order_id', String(payment.reference));
    return c.redirect(back.toString(), 303);
  });
}
