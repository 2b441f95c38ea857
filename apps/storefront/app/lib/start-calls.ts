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
}

/** The domains a route's `handle` names, if any. */
export function startCallsOf(handle: unknown): readonly ApiDomain[] {
  if (typeof handle !== 'object' || handle === null || !('startCalls' in handle)) return [];
  const { startCalls } = handle as StartCallsHandle;
  return Array.isArray(startCalls) ? startCalls : [];
}
