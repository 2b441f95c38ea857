/**
 * @packageDocumentation
 * `@matjar/api-client/testing`: answers of the store API for your own tests, as
 * [MSW](https://mswjs.io) request handlers typed by the call they answer. Your code under test
 * keeps its real client; only the network is answered.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * import { calls } from '@matjar/api-client';
 * import { answerCall, refusal, success } from '@matjar/api-client/testing';
 *
 * const server = setupServer(
 *   answerCall(baseUrl, calls.cart.count, success(3)),
 *   answerCall(baseUrl, calls.auth.signIn, refusal('The password is incorrect')),
 * );
 */
import { http, HttpResponse, type HttpHandler, getResponse } from 'msw';
import type { AnyCall, CallResult, CallWireData, CallWireFlowData } from './core/define-call.js';
import type { EnvelopeKey, FlowKey } from './core/envelope.js';
import { routeOf } from './core/wire.js';

/** The keys of a refused call: invalid input or a business rule, a server error, a session. */
export type RefusalKey = 'fail' | 'exception' | 'unauthenticated' | 'blocked';

/** The flow keys a call may answer with (none for most calls). */
type FlowKeyOf<TCall> =
  CallResult<TCall> extends infer TResult
    ? TResult extends { key: infer TKey }
      ? Extract<TKey, FlowKey>
      : never
    : never;

/**
 * What the store answers a call with: `success` and its `data`, one of the flow keys the call may
 * answer with (`needActive`, `needCompleteInfo`) and theirs, or a refusal with the store's message.
 * `data` is typed as the store sends it: fields with a default may be left out, and the forms the
 * store also uses (a flag as `1`, a number as `"12.50"`) are accepted, as the client accepts them.
 */
export type StoreAnswer<TCall extends AnyCall> =
  | { readonly key: 'success'; readonly msg?: string; readonly data: CallWireData<TCall> }
  | {
      readonly key: FlowKeyOf<TCall>;
      readonly msg?: string;
      readonly data: CallWireFlowData<TCall>;
    }
  | { readonly key: RefusalKey; readonly msg: string };

/** The request a computed answer is made for: the Fetch request and the path's parameters. */
export interface StoreRequest {
  readonly request: Request;
  /** The path's `{name}` segments, e.g. `{ id: '12' }` for `products/{id}`. */
  readonly params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The HTTP status the store sends each key with. */
const STATUS: Record<EnvelopeKey, number> = {
  success: 200,
  needActive: 200,
  needCompleteInfo: 200,
  fail: 422,
  exception: 500,
  unauthenticated: 401,
  blocked: 403,
};

const METHOD = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** A `success` answer with the call's data. */
export function success<TData>(
  data: TData,
  msg = '',
): { key: 'success'; msg: string; data: TData } {
  return { key: 'success', msg, data };
}

/** A refused call with the store's message (in the request's language), `fail` by default. */
export function refusal(msg: string, key: RefusalKey = 'fail'): { key: RefusalKey; msg: string } {
  return { key, msg };
}

/**
 * An MSW handler that answers one call of the store API at `baseUrl` (the API root, as given to
 * `createApiClient`): always the same answer, or one computed from each request. The answer is
 * sent as the store sends it: the `{ key, msg, data }` envelope with the key's HTTP status.
 *
 * @example
 * answerCall(baseUrl, calls.catalog.product, ({ params }) =>
 *   params.id === '7' ? success(product) : refusal('Product not found'),
 * );
 */
export function answerCall<TCall extends AnyCall>(
  baseUrl: string,
  call: TCall,
  answer:
    | StoreAnswer<TCall>
    | ((request: StoreRequest) => StoreAnswer<TCall> | Promise<StoreAnswer<TCall>>),
): HttpHandler {
  const url = `${baseUrl.replace(/\/?$/, '/')}${routeOf(call).slice(1)}`;
  return METHOD[call.method](url, async ({ request, params }) => {
    const answered = typeof answer === 'function' ? await answer({ request, params }) : answer;
    return HttpResponse.json(
      {
        key: answered.key,
        msg: answered.msg ?? '',
        data: 'data' in answered ? answered.data : null,
      },
      { status: STATUS[answered.key] },
    );
  });
}

/**
 * A `fetch` that answers with `answers` (the first handler matching a request answers it) and
 * nothing else: give it to `createApiClient({ fetch })` in stories and tests that must not touch
 * the network nor register a service worker. A request no handler answers gets the store's
 * refusal (`fail`, 404) naming it.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl,
 *   fetch: answeringFetch([answerCall(baseUrl, calls.cart.count, success(3))]),
 * });
 */
export function answeringFetch(answers: readonly HttpHandler[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = await getResponse([...answers], request);
    return (
      answer ??
      Response.json(
        { key: 'fail', msg: `Not answered here: ${request.method} ${request.url}`, data: null },
        { status: 404 },
      )
    );
  };
}
