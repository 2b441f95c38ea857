/** How long after a recovery reload another one is refused, so a broken deploy can never loop. */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'matjar:chunk-reload-at';

/**
 * After a deploy, a tab still running the previous build may fail to import a chunk that no longer
 * exists. Reload once to pick up the new build; refuse a second reload within 10 seconds.
 *
 * @returns whether a reload was started.
 */
export function reloadAfterFailedImport(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Installs the reload-once handler for Vite's failed dynamic imports. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterFailedImport(sessionStorage, () => window.location.reload())) {
      event.preventDefault();
    }
  });
}
