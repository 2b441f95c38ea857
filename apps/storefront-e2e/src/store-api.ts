import type { APIRequestContext } from '@playwright/test';
import type { Customer } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect } from './fixtures.js';

/** What journeys set up through the store API, as another device or the store itself would. */

/** A PNG picture of one pixel: a customer's photo, as small as a photo can be. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A photo named `name`, as a file input or a multipart form takes it. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: onePixelPng });

export const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` });

/** Saves an address for the customer (the first one is the default); answers its id. */
export async function addAddress(
  request: APIRequestContext,
  customer: Customer,
  name = 'Home',
  street = 'Olaya Street',
  store = apiUrl,
): Promise<number> {
  const response = await request.post(`${store}locations`, {
    headers: bearer(customer),
    multipart: {
      name,
      address: `${street}، الرياض`,
      city: 'الرياض',
      district: 'العليا',
      street,
      building_number: '2929',
    },
  });
  const body = (await response.json()) as { key: string; data: { id: number } };
  expect(body.key).toBe('success');
  return body.data.id;
}

export interface CartLineInput {
  product_id: number;
  variant_id: number;
  quantity: number;
}

/** Puts a product in the customer's cart (in the run's demo API, or the one at `store`). */
export async function addToCart(
  request: APIRequestContext,
  customer: Customer,
  line: CartLineInput,
  store = apiUrl,
): Promise<void> {
  const response = await request.post(`${store}cart`, {
    headers: bearer(customer),
    multipart: {
      product_id: String(line.product_id),
      variant_id: String(line.variant_id),
      quantity: String(line.quantity),
    },
  });
  expect(((await response.json()) as { key: string }).key).toBe('success');
}

export interface PlacedOrder {
  id: number;
  number: string;
}

/** Two lines of mint and a thobe, about 180 SR: enough for points and a free delivery. */
const defaultLines: CartLineInput[] = [
  { product_id: 3, variant_id: 4, quantity: 2 },
  { product_id: 94, variant_id: 339, quantity: 1 },
];

/** Puts `lines` in the cart and places them as a cash order (or as `extra` says). */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  locationId: number,
  {
    lines = defaultLines,
    extra = {},
  }: { lines?: CartLineInput[]; extra?: Record<string, string> } = {},
): Promise<PlacedOrder> {
  for (const line of lines) await addToCart(request, customer, line);
  const placed = await request.post(`${apiUrl}orders`, {
    headers: bearer(customer),
    multipart: { location_id: String(locationId), payment_method: 'cash', ...extra },
  });
  const body = (await placed.json()) as { key: string; data: { order: PlacedOrder } };
  expect(body.key).toBe('success');
  return body.data.order;
}

/** Moves an order to its next status with the demo store's endpoint. */
export async function advanceOrder(request: APIRequestContext, orderId: number): Promise<void> {
  const response = await request.post(`${apiUrl}__demo/orders/${orderId}/advance`);
  expect(response.ok()).toBe(true);
}

/** The customer's orders in one status tab. */
export async function ordersOf(
  request: APIRequestContext,
  customer: Customer,
  status: string,
  store = apiUrl,
): Promise<(PlacedOrder & { status: string })[]> {
  const response = await request.get(`${store}orders?status=${status}`, {
    headers: bearer(customer),
  });
  return ((await response.json()) as { data: { data: (PlacedOrder & { status: string })[] } }).data
    .data;
}

/** The wallet as the store answers it. */
export async function walletOf(request: APIRequestContext, customer: Customer) {
  const response = await request.get(`${apiUrl}wallet`, { headers: bearer(customer) });
  return ((await response.json()) as { data: { balance: number; pending_withdrawals: number } })
    .data;
}

/** Charges the wallet through the hosted payment page, as the wallet page does. */
export async function chargeWallet(
  request: APIRequestContext,
  customer: Customer,
  amount: number,
): Promise<void> {
  const charge = await request.post(`${apiUrl}wallet/charge`, {
    headers: bearer(customer),
    multipart: { amount: String(amount), return_url: 'http://localhost/wallet' },
  });
  const { data } = (await charge.json()) as { data: { payment_url: string } };
  await request.post(data.payment_url, { form: { action: 'pay' }, maxRedirects: 0 });
}
