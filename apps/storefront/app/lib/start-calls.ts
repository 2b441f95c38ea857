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

/** The domains a route's `handle` names, if any. */
export function startCallsOf(handle: unknown): readonly ApiDomain[] {
  if (typeof handle !== 'object' || handle === null || !('startCalls' in handle)) return [];
  const { startCalls } = handle as StartCallsHandle;
  return Array.isArray(startCalls) ? startCalls : [];
}

/** The early calls a route's `handle` names, if any. */
export function earlyCallsOf(handle: unknown): readonly string[] {
  if (typeof handle !== 'object' || handle === null || !('earlyCalls' in handle)) return [];
  const { earlyCalls } = handle as StartCallsHandle;
  return Array.isArray(earlyCalls) ? earlyCalls : [];
}
