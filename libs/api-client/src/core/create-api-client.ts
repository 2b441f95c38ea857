import { ApiError } from './api-error.js';
import type { calls } from './calls.js';
import type { AnyCall, CallInput, CallResult } from './define-call.js';
import type { ApiClientOptions, CallOptions, Send } from './transport.js';

type Calls = typeof calls;

/**
 * Each domain's calls (their schemas) in a module of its own, loaded the first time one of them is
 * made: a page carries the code of the calls it makes, not of the whole API.
 */
const domainLoaders: { readonly [Domain in keyof Calls]: () => Promise<Calls[Domain]> } = {
  auth: () => import('../calls/auth.js').then((module) => module.authCalls),
  home: () => import('../calls/home.js').then((module) => module.homeCalls),
  content: () => import('../calls/content.js').then((module) => module.contentCalls),
  catalog: () => import('../calls/catalog.js').then((module) => module.catalogCalls),
  locations: () => import('../calls/locations.js').then((module) => module.locationCalls),
  cart: () => import('../calls/cart.js').then((module) => module.cartCalls),
  orders: () => import('../calls/orders.js').then((module) => module.orderCalls),
  chat: () => import('../calls/chat.js').then((module) => module.chatCalls),
  wallet: () => import('../calls/wallet.js').then((module) => module.walletCalls),
  points: () => import('../calls/points.js').then((module) => module.pointsCalls),
  bankAccounts: () => import('../calls/bank-accounts.js').then((module) => module.bankAccountCalls),
  complaints: () => import('../calls/complaints.js').then((module) => module.complaintCalls),
  notifications: () =>
    import('../calls/notifications.js').then((module) => module.notificationCalls),
};

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
  // The code that sends a call and reads its answer (ky, and the envelope's validation) is loaded
  // with the first call, beside that call's domain: a page that starts from its server's data
  // hydrates without it.
  let transport: Promise<Send> | undefined;
  const loadTransport = () => {
    transport ??= import('./transport.js').then(
      (module) => module.createTransport(options),
      (cause: unknown) => {
        transport = undefined;
        throw cause;
      },
    );
    return transport;
  };
  const bindDomain = (domain: string, load: () => Promise<Record<string, AnyCall>>) =>
    new Proxy(
      {},
      {
        get(_target, name) {
          if (typeof name !== 'string' || name === 'then') return undefined;
          return async (input?: unknown, callOptions?: CallOptions) => {
            let domainCalls: Record<string, AnyCall>;
            let send: Send;
            try {
              [domainCalls, send] = await Promise.all([load(), loadTransport()]);
            } catch (cause) {
              // The calls' code could not be fetched (offline, or a new release replaced it).
              throw new ApiError({ kind: 'network', call: `${domain}.${name}`, cause });
            }
            const call = domainCalls[name];
            if (!call) throw new TypeError(`The store API has no call ${domain}.${name}`);
            return send(call, input, callOptions);
          };
        },
      },
    );
  return Object.fromEntries(
    Object.entries(domainLoaders).map(([domain, load]) => [
      domain,
      bindDomain(domain, load as () => Promise<Record<string, AnyCall>>),
    ]),
  ) as ApiClient;
}
