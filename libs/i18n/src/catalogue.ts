import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale.js';

/**
 * A message catalogue: message id → ICU message in one language, as text or, in the storefront's
 * build, already parsed (react-intl formats either).
 */
export type Catalogue =
  Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

const loaded = new Map<Locale, Catalogue>();

const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./catalogues/ar.json'),
  en: () => import('./catalogues/en.json'),
};

/**
 * Loads the catalogue of a language (its own chunk, fetched once). Await it before the first render
 * in that language, e.g. before hydrating or before switching language.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const catalogue: Catalogue = (await importers[locale]()).default;
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The catalogue of a language if it has been loaded, for synchronous renders. */
export function getLoadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}
