import type { ReactNode } from 'react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';
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
  globals: { locale?: unknown };
}

/**
 * A story decorator: the story in the toolbar's language, or in the one its `globals` lock, else
 * Arabic, with the sanitizer the browser would have.
 */
export function withContentProviders(Story: () => ReactNode, context: LocaleContext) {
  return (
    <ContentTestProviders locale={storyLocale(context.globals)}>{Story()}</ContentTestProviders>
  );
}
