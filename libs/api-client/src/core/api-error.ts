/**
 * What went wrong with a call:
 * - `fail`, `exception`, `unauthenticated`, `blocked`: the store answered with that key (and a `msg`);
 * - `network`: no answer (offline, DNS, refused connection);
 * - `timeout`: no answer within the call's timeout;
 * - `aborted`: the caller's `AbortSignal` cancelled the call;
 * - `http`: an HTTP error status without a readable store answer (a proxy's 502 page, say);
 * - `invalid-response`: an answer that is not the store's envelope, has an unknown key, or whose
 *   `data` does not match the call's schema.
 */
export type ApiErrorKind =
  | 'fail'
  | 'exception'
  | 'unauthenticated'
  | 'blocked'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'http'
  | 'invalid-response';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The call that failed, e.g. `auth.signIn`. */
  call: string;
  /** The HTTP status, when an answer arrived. */
  status?: number;
  /** The store's `key`, when the answer had one. */
  key?: string;
  /** The store's `msg`, already in the request's language; empty when there is none. */
  msg?: string;
  cause?: unknown;
}

/**
 * The one error every call throws. Show `msg` to the user when it is not empty (the store writes it
 * in the request's language); otherwise choose a localized message by `kind`. Never show `message`,
 * which is for logs.
 *
 * @example
 * try {
 *   await api.cart.count();
 * } catch (error) {
 *   if (isApiError(error) && error.kind === 'unauthenticated') signOut();
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status: number | undefined;
  readonly key: string | undefined;
  readonly msg: string;

  constructor({ kind, call, status, key, msg = '', cause }: ApiErrorDetails) {
    super(`${call} failed: ${kind}${status ? ` (HTTP ${status})` : ''}${msg ? ` — ${msg}` : ''}`, {
      cause,
    });
    this.kind = kind;
    this.call = call;
    this.status = status;
    this.key = key;
    this.msg = msg;
  }
}

/** Whether a value is an `ApiError` (compared by name, so it holds across bundled copies). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && value.name === 'ApiError' && 'kind' in value;
}
