/**
 * JSON values kept in this browser's localStorage, read and written so that nothing throws: on the
 * server, in a private window that refuses to store, when the quota is exceeded or when the
 * browser blocks storage, reads find nothing and writes are dropped.
 */

type Listener = () => void;

/** Listeners of this tab, by key: the `storage` event only reaches the other tabs. */
const listenersByKey = new Map<string, Set<Listener>>();

/** localStorage, or `null` where there is none (server) or it may not be touched (blocked). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `window.localStorage` throws a SecurityError when the browser blocks storage.
    return null;
  }
}

/** The text stored under `key`, or `null` when there is none or storage cannot be read. */
export function readStoredText(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Parses stored text; `undefined` when there is none or it is not JSON. */
export function parseStoredJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function notify(key: string): void {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

/** Stores `value` as JSON under `key` and tells this tab's listeners; `false` when it could not. */
export function writeStoredJson(key: string, value: unknown): boolean {
  const storage = localStorageOrNull();
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full quota or a private window that refuses to store: the list is only a convenience.
    return false;
  }
  notify(key);
  return true;
}

/** Removes `key` and tells this tab's listeners. */
export function removeStored(key: string): void {
  const storage = localStorageOrNull();
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    return;
  }
  notify(key);
}

/**
 * Calls `listener` whenever `key` changes, in this tab or in another tab of the same site (the
 * `storage` event, also sent when another tab clears the whole storage). Returns the unsubscribe
 * function; on the server it does nothing.
 */
export function subscribeStored(key: string, listener: Listener): () => void {
  let listeners = listenersByKey.get(key);
  if (!listeners) {
    listeners = new Set();
    listenersByKey.set(key, listeners);
  }
  // A wrapper per subscription, so the same function subscribed twice is unsubscribed twice.
  const subscription = () => listener();
  listeners.add(subscription);
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea !== null && event.storageArea !== localStorageOrNull()) return;
    listener();
  };
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0) listenersByKey.delete(key);
    target?.removeEventListener('storage', handleStorage);
  };
}
