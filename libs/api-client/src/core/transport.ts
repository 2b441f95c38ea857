import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiError } from './api-error.js';
import type { AnyCall } from './define-call.js';
import { parseJsonBody, readEnvelope } from './envelope.js';
import { uploadProgressFetch, xhrConstructor } from './upload-fetch.js';

/** Progress of an upload or a download. */
export interface TransferProgress {
  /** 0 to 1; 0 while the total is unknown. */
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/** Options every call takes. */
export interface CallOptions {
  /** Cancels the call; it then fails with `kind: 'aborted'`. */
  signal?: AbortSignal;
  /** Milliseconds before the call fails with `kind: 'timeout'`. Defaults to the client's. */
  timeout?: number;
  /** Upload progress of a form with files. */
  onUploadProgress?: (progress: TransferProgress) => void;
  /** Sent as `Idempotency-Key`, so a retried submission is applied once. */
  idempotencyKey?: string;
}

export interface ApiClientOptions {
  /** The API root, e.g. `https://store.example/api/`. */
  baseUrl: string;
  /** The bearer token, if the customer is signed in. */
  getToken: () => string | null | undefined;
  /** The stored language, sent as the `lang` header. Default `ar`. */
  getLang?: () => string;
  /**
   * Called once per answer of `unauthenticated` or `blocked` (before the call's `ApiError` is
   * thrown), for the app to end the session — unless the token has changed since the call was
   * sent (the answer is about a session already ended).
   */
  onUnauthenticated?: (error: ApiError) => void;
  /** Milliseconds before a call fails with `kind: 'timeout'`. Default 15 000 ms. */
  timeout?: number;
  /**
   * Milliseconds before a `GET` fails with `kind: 'timeout'`. Default: `timeout`. A page waiting for
   * its data shows a skeleton meanwhile: keep this short enough that a store that does not answer
   * is said so within seconds.
   */
  readTimeout?: number;
  /**
   * Milliseconds before a call that sends files (photos, a receipt) fails with `kind: 'timeout'`:
   * their bytes take time on a slow connection, and their progress is shown. Default 60 000 ms,
   * or `timeout` when that is longer.
   */
  uploadTimeout?: number;
  /** Retries of a GET after a network error or a 5xx answer, with backoff. Default 2. */
  retries?: number;
  /** Milliseconds before retry number `attempt` (1-based). Default: 300 ms doubling, at most 4 s. */
  retryDelay?: (attempt: number) => number;
  /** The `fetch` to use (tests, server rendering). Default: the global one. */
  fetch?: typeof fetch;
}

/** Sends one call and reads its answer. */
export type Send = (call: AnyCall, input: unknown, options?: CallOptions) => Promise<unknown>;

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

function appendField(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item) => appendField(form, `${name}[]`, item));
  } else if (isBlob(value)) {
    form.append(name, value);
  } else if (typeof value === 'boolean') {
    form.append(name, value ? '1' : '0');
  } else if (typeof value === 'object') {
    form.append(name, JSON.stringify(value));
  } else {
    form.append(name, String(value));
  }
}

function searchParamsOf(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(`${name}[]`, String(item)));
    else params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params;
}

/** Fills `{name}` segments of a path from the input and returns the fields left over. */
export function fillPath(
  template: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
  return { path, rest };
}

/** The part of the client that sends a call and reads its answer. */
/**
 * How an upload reports its progress: through `XMLHttpRequest` in a browser (a streamed `fetch` body
 * needs HTTP/2 there), through ky's streamed body elsewhere (Node streams over HTTP/1.1).
 */
function uploadOptions(onUploadProgress: CallOptions['onUploadProgress']) {
  if (!onUploadProgress) return {};
  if (xhrConstructor()) return { fetch: uploadProgressFetch(onUploadProgress) };
  return {
    onUploadProgress: (progress: TransferProgress) =>
      onUploadProgress({
        percent: progress.percent,
        transferredBytes: progress.transferredBytes,
        totalBytes: progress.totalBytes,
      }),
  };
}

export function createTransport(options: ApiClientOptions): Send {
  const {
    baseUrl,
    getToken,
    getLang = () => 'ar',
    onUnauthenticated,
    timeout = 15_000,
    retries = 2,
  } = options;
  const readTimeout = options.readTimeout ?? timeout;
  const uploadTimeout = options.uploadTimeout ?? Math.max(timeout, 60_000);
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout,
    fetch: options.fetch,
    retry: {
      limit: retries,
      methods: ['get'],
      statusCodes: [408, 500, 502, 503, 504],
      afterStatusCodes: [413, 429, 503],
      backoffLimit: 4_000,
      ...(options.retryDelay ? { delay: options.retryDelay } : {}),
    },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('lang', getLang() || 'ar');
          request.headers.set('Accept', 'application/json');
        },
      ],
    },
  });

  // The store's answers to GETs, read once: the same text (a page's data asked again, a server
  // rendering the same public data for every visitor) is not parsed and validated again. The
  // results are shared, so callers must not change them (TanStack Query does not).
  const readAnswers = new Map<string, { call: AnyCall; result: unknown }>();
  const READ_ANSWERS_KEPT = 100;

  return async function send(call, rawInput, callOptions = {}) {
    const parsedInput = v.safeParse(call.input, rawInput ?? {});
    if (!parsedInput.success) {
      throw new TypeError(
        `${call.id}: invalid input: ${parsedInput.issues.map((issue) => issue.message).join('; ')}`,
      );
    }
    const prepared = call.prepare
      ? call.prepare(parsedInput.output)
      : (parsedInput.output as Record<string, unknown>);
    const { path, rest } = fillPath(call.path, prepared ?? {});

    const headers: Record<string, string> = {};
    // A call is made in one session: its retries carry the same token, and an answer refusing
    // that token ends the session only while it is still the current one.
    const token = getToken() || null;
    // The store refuses a customer's call without a token: it is not sent. No answer of the store
    // ended a session, so `onUnauthenticated` is left alone (a session ended earlier already ran it).
    if (call.access === 'customer' && !token) {
      throw new ApiError({ kind: 'unauthenticated', call: call.id });
    }
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    let body: FormData | undefined;
    let hasFiles = false;
    let json: unknown;
    let searchParams: URLSearchParams | undefined;
    if (call.body === 'query') {
      searchParams = searchParamsOf(rest);
    } else if (call.body === 'json') {
      json = rest;
    } else if (call.body === 'form') {
      body = new FormData();
      for (const [name, value] of Object.entries(rest)) appendField(body, name, value);
      hasFiles = [...body.values()].some((value) => typeof value !== 'string');
    }
    // ky replaces a path's own query string with `searchParams`; merge them instead.
    const [pathname, ownQuery] = path.split('?', 2) as [string, string | undefined];
    if (ownQuery !== undefined) {
      const merged = new URLSearchParams(ownQuery);
      searchParams?.forEach((value, name) => merged.append(name, value));
      searchParams = merged;
    }

    let status = 0;
    let text = '';
    try {
      const response = await http(pathname, {
        method: call.method,
        headers,
        body,
        json,
        searchParams: searchParams?.toString().replace(/=(?=&|$)/g, ''),
        signal: callOptions.signal,
        timeout:
          callOptions.timeout ??
          (call.method === 'GET' ? readTimeout : hasFiles ? uploadTimeout : timeout),
        ...uploadOptions(callOptions.onUploadProgress),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (error instanceof HTTPError) {
        status = error.response.status;
        text = await error.response.text().catch(() => '');
      } else if (error instanceof TimeoutError) {
        throw new ApiError({ kind: 'timeout', call: call.id, cause: error });
      } else if (
        callOptions.signal?.aborted ||
        (error instanceof Error && error.name === 'AbortError')
      ) {
        throw new ApiError({ kind: 'aborted', call: call.id, cause: error });
      } else {
        throw new ApiError({ kind: 'network', call: call.id, cause: error });
      }
    }

    const isReusable = call.method === 'GET' && status === 200;
    const known = isReusable ? readAnswers.get(text) : undefined;
    if (known?.call === call) return known.result;
    try {
      const result = readEnvelope(parseJsonBody(text), {
        call: call.id,
        status,
        schema: call.output,
        flow: call.flow,
      });
      if (isReusable) {
        readAnswers.delete(text);
        readAnswers.set(text, { call, result });
        if (readAnswers.size > READ_ANSWERS_KEPT) {
          const oldest = readAnswers.keys().next();
          if (!oldest.done) readAnswers.delete(oldest.value);
        }
      }
      return result;
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.kind === 'unauthenticated' || error.kind === 'blocked') &&
        // A late answer to a call of an ended session (signed out, or in again with a new token)
        // says nothing about the current one.
        (getToken() || null) === token
      ) {
        onUnauthenticated?.(error);
      }
      throw error;
    }
  };
}
