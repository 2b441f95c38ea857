import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale.js';

/**
 * A message catalogue: message id → ICU message in one language, as text or, in the storefront's
 * build, already parsed (react-intl formats either).
 */
export type Catalogue =
  Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/** Each language's messages so far: some of them (`provideMessages`), then all. */
const loaded = new Map<Locale, Catalogue>();
const complete = new Set<Locale>();

const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./catalogues/ar.json'),
  en: () => import('./catalogues/en.json'),
};

/**
 * Loads the catalogue of a language (its own chunk, fetched once). Await it before the first render
 * in that language, e.g. before hydrating or before switching language. Messages provided before
 * (`provideMessages`) are completed in place: what was given for them stays valid, and sees every
 * message once this resolves. A failed load rejects, and the next call loads again.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known && complete.has(locale)) return known;
  const catalogue: Catalogue = (await importers[locale]()).default;
  const messages = loaded.get(locale);
  // The object handed out before is completed, so every render that holds it sees all messages.
  if (messages) Object.assign(messages as Record<string, unknown>, catalogue);
  else loaded.set(locale, catalogue);
  complete.add(locale);
  return loaded.get(locale) ?? catalogue;
}

/**
 * Starts a language's catalogue with some of its messages (those a page carries for its own
 * code), so that the page can render at once; `loadCatalogue` completes the same object later.
 * Ignored once the language has messages.
 */
export function provideMessages(locale: Locale, messages: Catalogue): void {
  if (loaded.has(locale)) return;
  loaded.set(locale, { ...messages });
}

/**
 * The catalogue of a language if it has been loaded (or started with `provideMessages`), for
 * synchronous renders.
 */
export function getLoadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}
