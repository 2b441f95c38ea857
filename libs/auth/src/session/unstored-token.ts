/**
 * The bearer token of this tab when the browser refused to store it (private mode, a full quota):
 * the session then lasts as long as the tab. Only ever set in the browser, never on the server,
 * where a module's state is shared by every visitor.
 */
let unstoredToken: string | null = null;

/** The token this tab keeps in memory because storage refused it, or `null`. */
export function tokenKeptInMemory(): string | null {
  return unstoredToken;
}

/** Keeps (or, with `null`, forgets) the token storage refused. */
export function keepTokenInMemory(token: string | null): void {
  unstoredToken = typeof window === 'undefined' ? null : token;
}
