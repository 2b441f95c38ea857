import type { ReactNode } from 'react';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';

interface LocaleContext {
  globals: { locale?: unknown };
}

/**
 * A story decorator: the story in the toolbar's language, or in the one its `globals` lock
 * (`globals: { locale: 'en' }`), else Arabic, so stories render the same in Storybook and in
 * `composeStories` tests.
 */
export function withOrdersLocale(Story: () => ReactNode, context: LocaleContext) {
  return <TestI18nProvider locale={storyLocale(context.globals)}>{Story()}</TestI18nProvider>;
}
