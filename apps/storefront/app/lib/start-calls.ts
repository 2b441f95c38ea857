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

/**
 * What a route's loader answers when the server has drawn the customer's data its early calls
 * would ask for (the token cookie came with the request): the page then does not ask for them.
 */
export interface DrawnOnServer {
  readonly isDrawnOnServer: boolean;
}

function isDrawnOnServer(loaderData: unknown): boolean {
  return (
    typeof loaderData === 'object' &&
    loaderData !== null &&
    Reflect.get(loaderData, 'isDrawnOnServer') === true
  );
}

/**
 * The early calls a page asks for as it is read: those its routes' handles name, but for the
 * routes whose loader has drawn their data on the server.
 */
export function earlyCallsOf(
  routes: readonly { readonly handle: unknown; readonly loaderData: unknown }[],
): string[] {
  const asked = routes.filter((route) => !isDrawnOnServer(route.loaderData));
  return [...new Set(asked.flatMap((route) => startCallsOf(route.handle, 'earlyCalls')))];
}
