import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePart } from './catalogue.js';

// Each test starts from a fresh module: the catalogues and their parts are the page's own state.
const freshCatalogue = async () => {
  vi.resetModules();
  return import('./catalogue.js');
};

const part = (ar: Record<string, string>, en: Record<string, string>) => {
  const loads = { ar: 0, en: 0 };
  const loaders: MessagePart = {
    ar: () => {
      loads.ar += 1;
      return Promise.resolve({ default: ar });
    },
    en: () => {
      loads.en += 1;
      return Promise.resolve({ default: en });
    },
  };
  return { loaders, loads };
};

describe('a catalogue in parts', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("loads a part handed over before any language is asked for in the page's language", async () => {
    const { addMessagePart, loadCatalogue } = await freshCatalogue();
    const { loaders, loads } = part({ 'cart.x.title': 'السلة' }, { 'cart.x.title': 'Cart' });
    await addMessagePart(loaders);
    expect(loads).toEqual({ ar: 0, en: 1 });

    const catalogue = await loadCatalogue('en');
    expect(catalogue['cart.x.title']).toBe('Cart');
    // The whole catalogue is there too, and the part was not fetched again.
    expect(catalogue['ui.breadcrumbs.label']).toBeDefined();
    expect(loads).toEqual({ ar: 0, en: 1 });
  });

  it('adds the messages of a later part to the catalogue already handed to the screens', async () => {
    const { addMessagePart, getLoadedCatalogue, loadCatalogue } = await freshCatalogue();
    const catalogue = await loadCatalogue('ar');
    expect(catalogue['orders.x.title']).toBeUndefined();

    await addMessagePart(
      part({ 'orders.x.title': 'طلباتي' }, { 'orders.x.title': 'Orders' }).loaders,
    );

    expect(catalogue['orders.x.title']).toBe('طلباتي');
    expect(getLoadedCatalogue('ar')).toBe(catalogue);
  });

  it('loads every part so far in a language switched to, and later parts in both', async () => {
    const { addMessagePart, getLoadedCatalogue, loadCatalogue } = await freshCatalogue();
    await loadCatalogue('ar');
    const first = part({ 'cart.x.title': 'السلة' }, { 'cart.x.title': 'Cart' });
    await addMessagePart(first.loaders);
    expect(getLoadedCatalogue('en')).toBeUndefined();

    const english = await loadCatalogue('en');
    expect(english['cart.x.title']).toBe('Cart');
    expect(first.loads).toEqual({ ar: 1, en: 1 });

    const later = part({ 'wallet.x.title': 'المحفظة' }, { 'wallet.x.title': 'Wallet' });
    await addMessagePart(later.loaders);
    expect(later.loads).toEqual({ ar: 1, en: 1 });
    expect(english['wallet.x.title']).toBe('Wallet');
  });

  it('fails with a part that could not be fetched, and fetches it again when asked again', async () => {
    const { addMessagePart, loadCatalogue } = await freshCatalogue();
    await loadCatalogue('en');
    let attempts = 0;
    const flaky: MessagePart = {
      ar: () => Promise.resolve({ default: {} }),
      en: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({ default: { 'cart.x.title': 'Cart' } });
      },
    };
    await expect(addMessagePart(flaky)).rejects.toThrow('Failed to fetch');

    const catalogue = await loadCatalogue('en');
    expect(attempts).toBe(2);
    expect(catalogue['cart.x.title']).toBe('Cart');
  });

  it('is where the build hands parts over', async () => {
    const { addMessagePart } = await freshCatalogue();
    expect(globalThis.__matjarMessagePart).toBe(addMessagePart);
  });
});
