import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadAfterFailedImport } from './reload-guard.js';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('reloadAfterFailedImport', () => {
  it('reloads the page the first time an import fails', () => {
    const reload = vi.fn();
    expect(reloadAfterFailedImport(memoryStorage(), reload, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses a second reload within ten seconds, so it can never loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadAfterFailedImport(storage, reload, 1_000_000);
    expect(reloadAfterFailedImport(storage, reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the guard has expired', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadAfterFailedImport(storage, reload, 1_000_000);
    expect(reloadAfterFailedImport(storage, reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
