import { authCalls } from '../calls/auth.js';
import { bankAccountCalls } from '../calls/bank-accounts.js';
import { cartCalls } from '../calls/cart.js';
import { catalogCalls } from '../calls/catalog.js';
import { chatCalls } from '../calls/chat.js';
import { complaintCalls } from '../calls/complaints.js';
import { contentCalls } from '../calls/content.js';
import { homeCalls } from '../calls/home.js';
import { locationCalls } from '../calls/locations.js';
import { notificationCalls } from '../calls/notifications.js';
import { orderCalls } from '../calls/orders.js';
import { pointsCalls } from '../calls/points.js';
import { walletCalls } from '../calls/wallet.js';
import type { AnyCall, CallInput, CallResult } from './define-call.js';
import { type ApiClientOptions, type CallOptions, createTransport } from './transport.js';

/** Every call of the store API, by domain. */
export const calls = {
  auth: authCalls,
  home: homeCalls,
  content: contentCalls,
  catalog: catalogCalls,
  locations: locationCalls,
  cart: cartCalls,
  orders: orderCalls,
  chat: chatCalls,
  wallet: walletCalls,
  points: pointsCalls,
  bankAccounts: bankAccountCalls,
  complaints: complaintCalls,
  notifications: notificationCalls,
} as const;

type BoundCall<TCall> =
  Record<string, never> extends CallInput<TCall>
    ? (input?: CallInput<TCall>, options?: CallOptions) => Promise<CallResult<TCall>>
    : (input: CallInput<TCall>, options?: CallOptions) => Promise<CallResult<TCall>>;

type BoundDomain<TDomain> = { readonly [Name in keyof TDomain]: BoundCall<TDomain[Name]> };

/** The store API, one method per call, grouped by domain. */
export type ApiClient = {
  readonly [Domain in keyof typeof calls]: BoundDomain<(typeof calls)[Domain]>;
};

/**
 * Creates the client of the store API. Every call sends `lang` and, when there is a token,
 * `Authorization: Bearer`; resolves to `{ key, msg, data }` with `data` validated; and fails only
 * with an `ApiError`.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: 'https://store.example/api/',
 *   getToken: () => localStorage.getItem('token'),
 *   getLang: () => 'ar',
 * });
 * const { data: count } = await api.cart.count();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createTransport(options);
  const bindDomain = (domain: Record<string, AnyCall>) =>
    Object.fromEntries(
      Object.entries(domain).map(([name, call]) => [
        name,
        (input?: unknown, callOptions?: CallOptions) => send(call, input, callOptions),
      ]),
    );
  return Object.fromEntries(
    Object.entries(calls).map(([domain, domainCalls]) => [
      domain,
      bindDomain(domainCalls as Record<string, AnyCall>),
    ]),
  ) as ApiClient;
}
