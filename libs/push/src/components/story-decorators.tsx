import type { ReactNode } from 'react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';

interface LocaleContext {
  parameters: { locale?: Locale };
  globals: { locale?: unknown };
}

/**
 * A story decorator: the story in the language of `parameters.locale`, else of the toolbar's
 * language, else Arabic, so stories render the same in Storybook and in `composeStories` tests.
 */
export function withPushLocale(Story: () => ReactNode, context: LocaleContext) {
  const locale: Locale =
    context.parameters.locale ?? (context.globals.locale === 'en' ? 'en' : 'ar');
  return <TestI18nProvider locale={locale}>{Story()}</TestI18nProvider>;
}
