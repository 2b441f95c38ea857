import type { ReactNode } from 'react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import {
  type HtmlSanitizer,
  HtmlSanitizerProvider,
  createHtmlSanitizer,
} from '../../lib/html-sanitizer.js';

/** The storefront's origin in stories and tests: links elsewhere count as other sites. */
export const STORY_ORIGIN = 'https://matjar.test';

let storySanitizer: HtmlSanitizer | undefined;

/** The browser's sanitizer, as `entry.client` creates it, made once. */
export function getStorySanitizer(): HtmlSanitizer {
  storySanitizer ??= createHtmlSanitizer(window, { origin: STORY_ORIGIN });
  return storySanitizer;
}

export interface ContentTestProvidersProps {
  /** Default `ar`. */
  locale?: Locale;
  children: ReactNode;
}

/** Language and the HTML sanitizer around the information pages and FAQs in tests. */
export function ContentTestProviders({ locale = 'ar', children }: ContentTestProvidersProps) {
  return (
    <TestI18nProvider locale={locale}>
      <HtmlSanitizerProvider sanitize={getStorySanitizer()}>{children}</HtmlSanitizerProvider>
    </TestI18nProvider>
  );
}

interface LocaleContext {
  parameters: { locale?: Locale };
  globals: { locale?: unknown };
}

/**
 * A story decorator: the story in the language of `parameters.locale`, else of the toolbar's
 * language, else Arabic, with the sanitizer the browser would have.
 */
export function withContentProviders(Story: () => ReactNode, context: LocaleContext) {
  const locale: Locale =
    context.parameters.locale ?? (context.globals.locale === 'en' ? 'en' : 'ar');
  return <ContentTestProviders locale={locale}>{Story()}</ContentTestProviders>;
}
