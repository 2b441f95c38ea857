import type { ReactNode } from 'react';
import ar from './catalogues/ar.json';
import en from './catalogues/en.json';
import { I18nProvider } from './i18n-provider.js';
import { type Locale, directionOf } from './locale.js';

const catalogues = { ar, en } as const;

export interface TestI18nProviderProps {
  /** Default `ar`. */
  locale?: Locale;
  children: ReactNode;
}

/**
 * Wraps tests and stories in a language with its real catalogue, loaded synchronously, inside an
 * element carrying the language's `dir` and `lang`.
 *
 * @example
 * render(<TestI18nProvider locale="en"><Price amount={10} /></TestI18nProvider>);
 */
export function TestI18nProvider({ locale = 'ar', children }: TestI18nProviderProps) {
  return (
    <I18nProvider locale={locale} messages={catalogues[locale]}>
      <div dir={directionOf(locale)} lang={locale}>
        {children}
      </div>
    </I18nProvider>
  );
}

/** The real catalogue of a language, for assertions on the text a user sees. */
export function testCatalogue(locale: Locale): Readonly<Record<string, string>> {
  return catalogues[locale];
}

/**
 * The language a story renders in: the `locale` global, which is Storybook's language toolbar, or
 * a story's own `globals: { locale: 'en' }` (which also locks the toolbar on it); Arabic without
 * either. `composeStories` tests see the story's globals too, so a story looks the same in both.
 *
 * @example
 * export const withShopLocale: Decorator = (Story, context) => (
 *   <TestI18nProvider locale={storyLocale(context.globals)}>{Story()}</TestI18nProvider>
 * );
 */
export function storyLocale(globals: { readonly locale?: unknown }): Locale {
  return globals.locale === 'en' ? 'en' : 'ar';
}
