import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@matjar/i18n';

const loadCatalogue = vi.fn<(locale: string) => Promise<object>>();
vi.mock('@matjar/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadCatalogue: (locale: string) => loadCatalogue(locale),
}));

const { wholeCatalogueMiddleware } = await import('./catalogue-middleware.client.js');

afterEach(() => {
  loadCatalogue.mockReset();
  document.documentElement.lang = '';
});

describe('a navigation inside the app', () => {
  it("draws the next page once the whole catalogue of the document's language has come", async () => {
    document.documentElement.lang = 'en';
    let arrive = () => undefined as void;
    loadCatalogue.mockReturnValue(
      new Promise((resolve) => {
        arrive = () => resolve({});
      }),
    );
    const next = vi.fn(() => Promise.resolve());
    const navigation = wholeCatalogueMiddleware({}, next);
    await Promise.resolve();
    expect(loadCatalogue).toHaveBeenCalledWith('en');
    expect(next).not.toHaveBeenCalled();
    arrive();
    await navigation;
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('fails, drawing nothing, when the catalogue cannot be loaded; Arabic by default', async () => {
    loadCatalogue.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const next = vi.fn(() => Promise.resolve());
    await expect(wholeCatalogueMiddleware({}, next)).rejects.toThrow(TypeError);
    expect(loadCatalogue).toHaveBeenCalledWith('ar');
    expect(next).not.toHaveBeenCalled();
  });
});
