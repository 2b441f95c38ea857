import type { MessageDescriptor } from 'react-intl';
import { createIntl } from 'react-intl';
import {
  type Formatters,
  type Locale,
  createFormatters,
  getLoadedCatalogue,
  intlLocaleOf,
  isLocale,
} from '@matjar/i18n';
import { shellMessages } from '../shell/messages.js';

/** The addresses a page is known by, computed on the server from the request. */
export interface PageUrls {
  /** This page in the language it was rendered in (`?lang=` included). */
  canonical: string;
  /** The same page in each language, for `hreflang` alternates. */
  ar: string;
  en: string;
  /** The page without a language: the store's default for visitors without a choice. */
  xDefault: string;
}

interface MetaMatch {
  id: string;
  data?: unknown;
}

/**
 * The address customers reach the store at, for the links a page gives of itself (canonical,
 * `hreflang`, `og:url`): `MATJAR_PUBLIC_URL`; else, behind proxies the server trusts
 * (`MATJAR_TRUSTED_PROXIES`), the address they forward; else the server's own
 * (`http://localhost:PORT`). Never the `Host` a client sends: anyone can send any.
 */
export function publicOrigin(request: Request): string {
  const env = typeof process === 'undefined' ? {} : process.env;
  const configured = env['MATJAR_PUBLIC_URL'];
  if (configured) return configured.replace(/\/$/, '');
  if (env['MATJAR_TRUSTED_PROXIES']) return new URL(request.url).origin;
  return `http://localhost:${env['PORT'] ?? '4200'}`;
}

/**
 * The canonical and alternate addresses of the page a request asks for. Only the query keys in
 * `kept` belong to the page's identity (the page number of a list, the search word); sorting and
 * filters do not make another page for search engines.
 */
export function pageUrls(request: Request, locale: Locale, kept: readonly string[] = []): PageUrls {
  const url = new URL(request.url);
  const base = `${publicOrigin(request)}${url.pathname}`;
  const withLang = (lang: Locale | undefined) => {
    const search = new URLSearchParams();
    for (const key of kept) {
      const value = url.searchParams.get(key);
      if (value && !(key === 'page' && value === '1')) search.set(key, value);
    }
    if (lang) search.set('lang', lang);
    const query = search.toString();
    return query ? `${base}?${query}` : base;
  };
  return {
    canonical: withLang(locale),
    ar: withLang('ar'),
    en: withLang('en'),
    xDefault: withLang(undefined),
  };
}

/** The language the page was rendered in, from the root route's data. */
export function metaLocale(matches: readonly (MetaMatch | undefined)[]): Locale {
  const root = matches.find((match) => match?.id === 'root');
  const locale = (root?.data as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : 'ar';
}

const intls = new Map<Locale, ReturnType<typeof createIntl>>();
const formatters = new WeakMap<ReturnType<typeof createIntl>, Formatters>();

function intlIn(locale: Locale) {
  let intl = intls.get(locale);
  const messages = getLoadedCatalogue(locale);
  if (!intl || intl.messages !== messages) {
    // The same tag as the pages' (Western digits, Riyadh's region), so a title reads like the page.
    intl = createIntl({
      locale: intlLocaleOf(locale),
      messages: messages ?? {},
      onError: () => undefined,
    });
    intls.set(locale, intl);
  }
  return intl;
}

/** A message in a language, outside React (for `meta`). */
export function messageIn(
  locale: Locale,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return intlIn(locale).formatMessage(descriptor, values);
}

/**
 * A price as plain text ("120.00 ر.س" / "SR 120.00"): titles, meta descriptions and share text
 * cannot load the riyal sign's font, so they name the currency with its abbreviation.
 */
export function priceTextIn(locale: Locale, amount: number): string {
  const intl = intlIn(locale);
  let format = formatters.get(intl);
  if (!format) {
    format = createFormatters(intl);
    formatters.set(intl, format);
  }
  return format.price(amount, { currencyDisplay: 'text' });
}

export interface PageMetaInput {
  locale: Locale;
  /** The page's own title; the store's name is added unless `hasBrand`. */
  title: string;
  /** The title already names the store (the home page). */
  hasBrand?: boolean;
  description: string;
  urls?: PageUrls | undefined;
  /** A picture for link previews (Open Graph). */
  image?: string | undefined;
  /** Open Graph type: `website` by default, `product` on a product page. */
  type?: 'website' | 'product';
  /** Structured data (schema.org JSON-LD) for search engines. */
  jsonLd?: Record<string, unknown> | undefined;
}

/**
 * Everything a page says about itself in `<head>`: title, description, canonical URL, `hreflang`
 * alternates, Open Graph tags and JSON-LD.
 */
export function pageMeta({
  locale,
  title,
  description,
  urls,
  image,
  type = 'website',
  jsonLd,
  hasBrand = false,
}: PageMetaInput) {
  const siteName = messageIn(locale, shellMessages.brandName);
  const fullTitle = hasBrand ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(urls
      ? [
          { tagName: 'link', rel: 'canonical', href: urls.canonical },
          { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: urls.ar },
          { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: urls.en },
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urls.xDefault },
          { property: 'og:url', content: urls.canonical },
        ]
      : []),
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_SA' : 'en_SA' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

/** A short description from a longer text: its first sentence or 160 characters. */
export function summaryOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).trimEnd()}…`;
}
