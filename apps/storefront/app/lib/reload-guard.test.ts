import { describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_MS,
  isOfflineReload,
  isUnaskedReload,
  reloadAfterFailedImport,
  reloadRedirectTarget,
} from './reload-guard.js';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/** A reload started by script, as React Router starts one when a route's code cannot be loaded. */
const reload = {
  navigationType: 'reload',
  userInitiated: false,
  cancelable: true,
  preventDefault: () => undefined,
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

describe('reloadAfterFailedImport with storage that refuses', () => {
  it('does not reload when it cannot remember doing so', () => {
    const reload = vi.fn();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(reloadAfterFailedImport(refusing, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadRedirectTarget', () => {
  it("sends React Router's reload to the page the navigation was loading", () => {
    expect(reloadRedirectTarget(reload, '/faqs?lang=en', '/')).toBe('/faqs?lang=en');
  });

  it('leaves a reload the customer asked for alone', () => {
    expect(reloadRedirectTarget({ ...reload, userInitiated: true }, '/faqs', '/')).toBeNull();
  });

  it('leaves other navigations, and reloads without a navigation under way, alone', () => {
    expect(reloadRedirectTarget({ ...reload, navigationType: 'push' }, '/faqs', '/')).toBeNull();
    expect(reloadRedirectTarget(reload, null, '/')).toBeNull();
    expect(reloadRedirectTarget(reload, '/', '/')).toBeNull();
    expect(reloadRedirectTarget({ ...reload, cancelable: false }, '/faqs', '/')).toBeNull();
  });
});

describe('isUnaskedReload', () => {
  it("refuses React Router's reload when no navigation is under way (a prefetch that failed)", () => {
    expect(isUnaskedReload(reload, null, false)).toBe(true);
  });

  it('lets through the reload of a navigation, of the customer and of the storefront itself', () => {
    expect(isUnaskedReload(reload, '/faqs', false)).toBe(false);
    expect(isUnaskedReload({ ...reload, userInitiated: true }, null, false)).toBe(false);
    expect(isUnaskedReload(reload, null, true)).toBe(false);
    expect(isUnaskedReload({ ...reload, navigationType: 'push' }, null, false)).toBe(false);
    expect(isUnaskedReload({ ...reload, cancelable: false }, null, false)).toBe(false);
  });
});

describe('isOfflineReload', () => {
  it("holds React Router's reload while the device is offline", () => {
    expect(isOfflineReload(reload, false)).toBe(true);
  });

  it("lets React Router's reload through online, and the customer's own reload always", () => {
    expect(isOfflineReload(reload, true)).toBe(false);
    expect(isOfflineReload({ ...reload, userInitiated: true }, false)).toBe(false);
    expect(isOfflineReload({ ...reload, navigationType: 'push' }, false)).toBe(false);
  });
});
