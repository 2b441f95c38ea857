import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with no catalogue loaded.
const freshCatalogues = async () => {
  vi.resetModules();
  return import('./catalogue.js');
};

describe('loading a catalogue', () => {
  beforeEach(() => {
    vi.doUnmock('./catalogues/ar.json');
  });

  it("renders at once with a page's messages, then completes the same object with the rest", async () => {
    const { getLoadedCatalogue, loadCatalogue, provideMessages } = await freshCatalogues();
    provideMessages('ar', { 'account.addresses.cancel': 'إلغاء' });
    const early = getLoadedCatalogue('ar');
    expect(early).toEqual({ 'account.addresses.cancel': 'إلغاء' });

    const whole = await loadCatalogue('ar');
    // A render holding the early object sees every message now.
    expect(whole).toBe(early);
    expect(Object.keys(whole).length).toBeGreaterThan(100);
    expect(whole['account.addresses.default']).toBe('الافتراضي');
    expect(whole['account.addresses.cancel']).toBe('إلغاء');
  });

  it('keeps the whole catalogue when a page brings messages after it', async () => {
    const { getLoadedCatalogue, loadCatalogue, provideMessages } = await freshCatalogues();
    const whole = await loadCatalogue('en');
    provideMessages('en', { 'shell.title': 'Only this' });
    expect(getLoadedCatalogue('en')).toBe(whole);
    expect(await loadCatalogue('en')).toBe(whole);
  });

  it('loads again after a failed load, keeping the messages the page carried', async () => {
    vi.resetModules();
    let fails = true;
    vi.doMock('./catalogues/ar.json', () => {
      if (fails) throw new Error('Failed to fetch dynamically imported module');
      return { default: { 'shell.title': 'متجر', 'cart.title': 'السلة' } };
    });
    const { getLoadedCatalogue, loadCatalogue, provideMessages } = await import('./catalogue.js');
    provideMessages('ar', { 'shell.title': 'متجر' });
    await expect(loadCatalogue('ar')).rejects.toThrow();
    expect(getLoadedCatalogue('ar')).toEqual({ 'shell.title': 'متجر' });

    fails = false;
    vi.resetModules();
    await expect(loadCatalogue('ar')).resolves.toEqual({
      'shell.title': 'متجر',
      'cart.title': 'السلة',
    });
  });
});
