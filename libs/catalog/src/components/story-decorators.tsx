import type { ReactNode } from 'react';
import { SignInPromptProvider } from '@matjar/auth';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';
import { FavoritesProvider } from './favorite-toggle/favorites-provider.js';

interface LocaleContext {
  globals: { locale?: unknown };
}

/**
 * A story decorator: the story in the toolbar's language, or in the one its `globals` lock
 * (`globals: { locale: 'en' }`), else Arabic, so stories render the same in Storybook and in
 * `composeStories` tests.
 */
export function withCatalogLocale(Story: () => ReactNode, context: LocaleContext) {
  return <TestI18nProvider locale={storyLocale(context.globals)}>{Story()}</TestI18nProvider>;
}

/**
 * A story decorator for a page of the shop inside `withCustomerStore`: the sign-in prompt and the
 * customer's favourites, as the app gives them to every page (the hearts of cards need both).
 */
export function withShopping(Story: () => ReactNode) {
  return (
    <SignInPromptProvider onSignIn={() => undefined}>
      <FavoritesProvider>{Story()}</FavoritesProvider>
    </SignInPromptProvider>
  );
}
