import type { ApiClient } from '@matjar/api-client';

/** A domain of the store API's calls, as `ApiClient` names it. */
export type ApiDomain = keyof ApiClient;

/**
 * What a route tells the server through its `handle`: the domains of the store API the page calls
 * from the browser as it starts (a customer's own data, which the server does not fetch). The
 * server has the browser ask for their code together with the page's (see `startChunks`).
 */
export interface StartCallsHandle {
  readonly startCalls?: readonly ApiDomain[];
  /**
   * GETs of the store API (paths relative to its root, as the app sends them) whose answers the
   * page shows first: a signed-in customer's page asks for them as it is read (`askEarly`).
   */
  readonly earlyCalls?: readonly string[];
}

/**
 * What a route's `handle` names in one of the fields of `StartCallsHandle`: its list, or an empty
 * one when the handle is not an object or does not name it.
 */
export function startCallsOf<Field extends keyof StartCallsHandle>(
  handle: unknown,
  field: Field,
): NonNullable<StartCallsHandle[Field]> {
  const named = typeof handle === 'object' && handle !== null ? Reflect.get(handle, field) : [];
  return Array.isArray(named) ? (named as NonNullable<StartCallsHandle[Field]>) : [];
}
