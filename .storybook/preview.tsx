import type { Preview } from '@storybook/react-vite';
import { type Locale, directionOf } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import '@matjar/ui/styles.css';
import '@matjar/auth/styles.css';
import '@matjar/catalog/styles.css';
import '@matjar/account/styles.css';
import '@matjar/maps/styles.css';
import '@matjar/cart/styles.css';
import '@matjar/orders/styles.css';
import '@matjar/orders/screens.css';
import '@matjar/wallet/styles.css';
import '@matjar/push/styles.css';

const preview: Preview = {
  // A docs page for every component: its stories, its props and its TSDoc.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'en', title: 'English (LTR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ar' },
  decorators: [
    (Story, context) => {
      const locale: Locale = context.globals['locale'] === 'en' ? 'en' : 'ar';
      if (typeof document !== 'undefined') {
        // A docs page's prose (the components' TSDoc) is English, left to right; each story on
        // it keeps its language and direction in its own wrapper (TestI18nProvider).
        const isDocs = context.viewMode === 'docs';
        document.documentElement.lang = isDocs ? 'en' : locale;
        document.documentElement.dir = isDocs ? 'ltr' : directionOf(locale);
      }
      return (
        <TestI18nProvider locale={locale}>
          <Story />
        </TestI18nProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
