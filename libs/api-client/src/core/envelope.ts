import * as v from 'valibot';
import { ApiError } from './api-error.js';

/** Every key the store answers with. */
export const envelopeKeys = [
  'success',
  'fail',
  'exception',
  'unauthenticated',
  'blocked',
  'needActive',
  'needCompleteInfo',
] as const;

export type EnvelopeKey = (typeof envelopeKeys)[number];

/** Keys that continue a flow (activation, profile completion) instead of failing it. */
export type FlowKey = 'needActive' | 'needCompleteInfo';

const errorKeys = new Set<string>(['fail', 'exception', 'unauthenticated', 'blocked']);

const envelopeSchema = v.object({
  key: v.picklist(envelopeKeys),
  msg: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown()),
});

/** The result of a call that may continue a flow: the key says which way it went. */
export type FlowResult<TData, TFlowData = TData> =
  { key: 'success'; msg: string; data: TData } | { key: FlowKey; msg: string; data: TFlowData };

export interface ReadEnvelopeOptions<TData, TFlowData> {
  call: string;
  status: number;
  schema: v.GenericSchema<unknown, TData>;
  /** The flow keys this call may answer with, and the schema of their `data`. */
  flow?: { keys: readonly FlowKey[]; schema: v.GenericSchema<unknown, TFlowData> };
}

/**
 * Reads the store's answer `{ key, msg, data }`: the typed result for `success` (or a flow key the
 * call allows), an `ApiError` for anything else. Never throws anything but `ApiError`, whatever the
 * body is.
 */
export function readEnvelope<TData, TFlowData = never>(
  body: unknown,
  { call, status, schema, flow }: ReadEnvelopeOptions<TData, TFlowData>,
): FlowResult<TData, TFlowData> {
  const envelope = v.safeParse(envelopeSchema, body);
  if (!envelope.success) {
    throw new ApiError({
      kind: status >= 400 ? 'http' : 'invalid-response',
      call,
      status,
      cause: envelope.issues,
    });
  }
  const { key, data } = envelope.output;
  const msg = envelope.output.msg ?? '';
  if (errorKeys.has(key)) {
    throw new ApiError({ kind: key as 'fail', call, status, key, msg });
  }
  if (status >= 400) {
    // A success or flow key with an error status is not an answer we can trust.
    throw new ApiError({ kind: 'http', call, status, key, msg });
  }
  if (key === 'success') {
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalid-response',
        call,
        status,
        key,
        msg,
        cause: parsed.issues,
      });
    }
    return { key, msg, data: parsed.output };
  }
  if (flow && flow.keys.includes(key as FlowKey)) {
    const parsed = v.safeParse(flow.schema, data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalid-response',
        call,
        status,
        key,
        msg,
        cause: parsed.issues,
      });
    }
    return { key: key as FlowKey, msg, data: parsed.output };
  }
  throw new ApiError({ kind: 'invalid-response', call, status, key, msg });
}

/** Parses a response body as JSON; anything else (HTML, truncated JSON, nothing) is `undefined`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
