import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Locale, defaultLocale, isLocale } from './locale.js';

/**
 * A message catalogue: message id → ICU message in one language, as text or, in the storefront's
 * build, already parsed (react-intl formats either).
 */
export type Catalogue =
  Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/**
 * A part of the catalogues that code loaded on demand brings with it: the messages of its own
 * modules, in each language, each loaded when asked for.
 */
export type MessagePart = Readonly<Record<Locale, () => Promise<{ default: Catalogue }>>>;

/** A catalogue being put together: its chunk and its parts come from one build, all in one form. */
type Messages = Record<string, string | MessageFormatElement[]>;

declare global {
  /**
   * Where a chunk of the storefront's build hands over its messages before its code runs (see
   * `addMessagePart`). The build writes the call; nothing else should.
   */
  var __matjarMessagePart: ((part: MessagePart) => Promise<void>) | undefined;
}

const importers: MessagePart = {
  ar: () => import('./catalogues/ar.json'),
  en: () => import('./catalogues/en.json'),
};

/** One object per language, kept for good: parts are added to it as they load. */
const catalogues = new Map<Locale, Messages>();
/** The languages whose catalogue was asked for: each part is loaded in each of them. */
const asked = new Set<Locale>();
const complete = new Set<Locale>();
const parts: MessagePart[] = [importers];
const loads = new Map<MessagePart, Map<Locale, Promise<void>>>();

const catalogueOf = (locale: Locale): Messages => {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = {};
    catalogues.set(locale, catalogue);
  }
  return catalogue;
};

/** Loads one part in one language, once; a load that failed is tried again the next time. */
function loadPart(part: MessagePart, locale: Locale): Promise<void> {
  let byLocale = loads.get(part);
  if (!byLocale) {
    byLocale = new Map();
    loads.set(part, byLocale);
  }
  let load = byLocale.get(locale);
  if (!load) {
    load = part[locale]().then(
      (module) => {
        Object.assign(catalogueOf(locale), module.default);
      },
      (error: unknown) => {
        byLocale.delete(locale);
        throw error;
      },
    );
    byLocale.set(locale, load);
  }
  return load;
}

/**
 * Loads the catalogue of a language: its own chunk, and every part code loaded on demand has
 * brought so far, each fetched once. Await it before the first render in that language, e.g.
 * before hydrating or before switching language.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  asked.add(locale);
  await Promise.all(parts.map((part) => loadPart(part, locale)));
  complete.add(locale);
  return catalogueOf(locale) as Catalogue;
}

/** The catalogue of a language if it has been loaded, for synchronous renders. */
export function getLoadedCatalogue(locale: Locale): Catalogue | undefined {
  return complete.has(locale) ? (catalogueOf(locale) as Catalogue) : undefined;
}

/**
 * Adds a part of the catalogues and loads it in every language asked for so far (the page's own
 * language before any is asked for); the messages join the catalogue already loaded, so a screen
 * drawn with it finds them. The storefront's build keeps in the catalogue's own chunk only the
 * messages of the code every page loads; each chunk loaded on demand starts by handing over the
 * messages of its own code, and runs once they are loaded.
 */
export async function addMessagePart(part: MessagePart): Promise<void> {
  parts.push(part);
  const locales = asked.size > 0 ? [...asked] : [pageLocale()];
  await Promise.all(locales.map((locale) => loadPart(part, locale)));
}

function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

globalThis.__matjarMessagePart = addMessagePart;
