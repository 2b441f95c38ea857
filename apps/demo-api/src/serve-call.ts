import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { EnvelopeKey } from '@matjar/api-client';
import { type AnyCall, decodeWireFields, routeOf } from '@matjar/api-client/contract';
import { type DemoLang, type DemoMessage, langOf, messageOf } from './messages.js';
import { publicBase } from './public-url.js';
import type { DemoStore, DemoUser } from './state.js';

/** What a call's handler gets. */
export interface CallContext<TCall extends AnyCall> {
  input: v.InferOutput<TCall['input']>;
  lang: DemoLang;
  /** The signed-in customer, if the request carried a valid token. */
  user: DemoUser | undefined;
  token: string | undefined;
  store: DemoStore;
  /**
   * Whose cart: the customer's, or the device of the visitor session the request carries (its
   * token, bound to a `mac_address`); `''` for a request with neither, which has no cart.
   */
  owner: string;
  request: Request;
}

/** A handler's answer: the envelope's key, a message (by name or text) and data. */
export interface Reply {
  status?: number;
  key?: EnvelopeKey;
  msg?: DemoMessage | { text: string };
  data?: unknown;
}

export type CallHandler<TCall extends AnyCall> = (
  context: CallContext<TCall>,
) => Reply | Promise<Reply>;

const statusOf: Partial<Record<EnvelopeKey, number>> = {
  fail: 422,
  exception: 500,
  unauthenticated: 401,
  blocked: 403,
};

async function fieldsOf(c: Context, call: AnyCall): Promise<[string, unknown][]> {
  const url = new URL(c.req.url);
  const fields: [string, unknown][] = [...url.searchParams.entries()];
  fields.push(...Object.entries(c.req.param()));
  if (call.body === 'form') {
    const contentType = c.req.header('content-type') ?? '';
    if (contentType.includes('multipart/form-data') || contentType.includes('urlencoded')) {
      const form = await c.req.formData();
      fields.push(...form.entries());
    }
  } else if (call.body === 'json') {
    const json: unknown = await c.req.json().catch(() => ({}));
    if (json && typeof json === 'object') fields.push(...Object.entries(json));
  }
  return fields;
}

/** Serves one call of the contract: decodes and validates its input, checks access, answers. */
/**
 * The demo's own links (`/__demo/…`: pictures, files, uploads) as absolute URLs under its public
 * base, as a real store's API hands them out: the storefront runs on another origin.
 */
function withPublicLinks(data: unknown, base: string): unknown {
  if (typeof data === 'string') return data.startsWith('/__demo/') ? `${base}${data}` : data;
  if (Array.isArray(data)) return data.map((item) => withPublicLinks(item, base));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withPublicLinks(value, base)]),
    );
  }
  return data;
}

export function serveCall<TCall extends AnyCall>(
  app: Hono,
  store: DemoStore,
  served: Set<string>,
  call: TCall,
  handler: CallHandler<TCall>,
): void {
  served.add(call.id);
  app.on(call.method, routeOf(call), async (c) => {
    const lang = langOf(c.req.header('lang'));
    const reply = (answer: Reply) => {
      const key = answer.key ?? 'success';
      const msg = answer.msg
        ? typeof answer.msg === 'string'
          ? messageOf(answer.msg, lang)
          : answer.msg.text
        : '';
      return c.json(
        { key, msg, data: withPublicLinks(answer.data ?? null, publicBase(c.req.raw)) },
        (answer.status ?? statusOf[key] ?? 200) as 200,
      );
    };

    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') || undefined;
    const userId = token ? store.state.sessions[token] : undefined;
    const user = store.state.users.find(
      (candidate) => candidate.id === userId && !candidate.deleted,
    );
    if (call.access !== 'public' && user?.is_blocked) {
      return reply({ key: 'blocked', msg: 'blocked' });
    }
    if (call.access === 'customer' && !user) {
      return reply({ key: 'unauthenticated', msg: 'unauthenticated' });
    }
    // A token that is neither a customer's nor a visitor's (expired, signed out) is refused even
    // where visitors are welcome: the app must learn that its session ended.
    const isVisitorToken = token !== undefined && token in store.state.account.visitors;
    if (call.access === 'any' && token && !user && !isVisitorToken) {
      return reply({ key: 'unauthenticated', msg: 'unauthenticated' });
    }

    const parsed = v.safeParse(call.input, decodeWireFields(call, await fieldsOf(c, call)));
    if (!parsed.success) {
      return reply({ key: 'fail', msg: 'invalidInput', data: null });
    }
    const input = parsed.output as v.InferOutput<TCall['input']>;
    // A visitor's cart is their visitor session's: knowing a device id (`mac_address`) is not
    // enough to read or change the cart of that device.
    const visitorMac = !user && token ? store.state.account.visitors[token] : undefined;
    const owner = user ? `user:${user.id}` : visitorMac ? `mac:${visitorMac}` : '';
    const answer = await handler({ input, lang, user, token, store, owner, request: c.req.raw });
    return reply(answer);
  });
}
