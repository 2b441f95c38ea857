import type * as v from 'valibot';
import type { FlowKey, FlowResult } from './envelope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call's input travels: nothing; the query string; a form (`application/x-www-form-urlencoded`
 * style fields, sent as multipart so files can ride along); or JSON.
 */
export type BodyKind = 'none' | 'query' | 'form' | 'json';

/** Who may make a call. */
export type CallAccess = 'public' | 'customer' | 'any';

export interface CallDefinition<TInputSchema extends v.GenericSchema, TResult, TWire = unknown> {
  /** `<domain>.<name>`, e.g. `auth.signIn`. */
  id: string;
  method: HttpMethod;
  /** Path under the API root; `{name}` segments are filled from the input field of that name. */
  path: string;
  body: BodyKind;
  /** Schema of the input; the demo API validates requests with it. */
  input: TInputSchema;
  /** Schema of `data` on `success`. */
  output: v.GenericSchema;
  /** Flow keys this call may answer with instead of `success`, and the schema of their `data`. */
  flow?: { keys: readonly FlowKey[]; schema: v.GenericSchema };
  access: CallAccess;
  /** One line for the README's table of calls. */
  summary: string;
  /** Adjusts the input before it is sent (e.g. drops a blank optional field). */
  prepare?(input: v.InferOutput<TInputSchema>): Record<string, unknown>;
  /** Phantom: the resolved value of the call. */
  readonly __result?: TResult;
  /** Phantom: `data` as the store sends it, before the schemas read it (`success`, flow keys). */
  readonly __wire?: TWire;
}

/** The resolved value of a call without flow keys. */
export interface SuccessResult<TData> {
  key: 'success';
  msg: string;
  data: TData;
}

type Definition<TInputSchema extends v.GenericSchema> = Omit<
  CallDefinition<TInputSchema, never>,
  '__result' | '__wire' | 'flow' | 'output'
>;

/** Declares a call of the store API whose only good answer is `success`. */
export function defineCall<
  TInputSchema extends v.GenericSchema,
  TOutputSchema extends v.GenericSchema,
>(
  definition: Definition<TInputSchema> & { output: TOutputSchema },
): CallDefinition<
  TInputSchema,
  SuccessResult<v.InferOutput<TOutputSchema>>,
  { success: v.InferInput<TOutputSchema> }
> {
  return definition;
}

/** Declares a call that may also answer with flow keys (`needActive`, `needCompleteInfo`). */
export function defineFlowCall<
  TInputSchema extends v.GenericSchema,
  TOutputSchema extends v.GenericSchema,
  TFlowSchema extends v.GenericSchema,
>(
  definition: Definition<TInputSchema> & {
    output: TOutputSchema;
    flow: { keys: readonly FlowKey[]; schema: TFlowSchema };
  },
): CallDefinition<
  TInputSchema,
  FlowResult<v.InferOutput<TOutputSchema>, v.InferOutput<TFlowSchema>>,
  { success: v.InferInput<TOutputSchema>; flow: v.InferInput<TFlowSchema> }
> {
  return definition;
}

/** Any call definition. */
export type AnyCall = CallDefinition<v.GenericSchema, unknown>;

/** The input a call takes. */
export type CallInput<TCall> =
  TCall extends CallDefinition<infer TInputSchema, unknown> ? v.InferInput<TInputSchema> : never;

/** What a call resolves to. */
export type CallResult<TCall> =
  TCall extends CallDefinition<v.GenericSchema, infer TResult> ? TResult : never;

/** The `data` the store sends with `success` for a call, before its schema reads it. */
export type CallWireData<TCall> =
  TCall extends CallDefinition<v.GenericSchema, unknown, { success: infer TData }> ? TData : never;

/** The `data` the store sends with a call's flow keys, before its schema reads it. */
export type CallWireFlowData<TCall> =
  TCall extends CallDefinition<v.GenericSchema, unknown, { flow: infer TData }> ? TData : never;
