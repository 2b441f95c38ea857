import { defaultLocale, isLocale, loadCatalogue } from '@matjar/i18n';

/**
 * For navigations inside the app: the page came with the messages of its own code only, so the
 * next page is drawn once the whole catalogue of the document's language has come (it is asked for
 * as the app starts, and is usually there). A failed load fails the navigation, which the root's
 * error page then says in the customer's language; the next navigation loads it again.
 */
export async function wholeCatalogueMiddleware(
  _args: unknown,
  next: () => Promise<unknown>,
): Promise<void> {
  const lang = document.documentElement.lang;
  await loadCatalogue(isLocale(lang) ? lang : defaultLocale);
  await next();
}
