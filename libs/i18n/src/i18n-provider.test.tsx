import { render, screen } from '@testing-library/react';
import { type IntlShape, FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from './catalogues/ar.json';
import en from './catalogues/en.json';
import { I18nProvider, useDirection, useLocale } from './i18n-provider.js';

function Probe({ seen }: { seen: IntlShape[] }) {
  const intl = useIntl();
  seen.push(intl);
  return (
    <p dir={useDirection()} lang={useLocale()}>
      <FormattedMessage id="ui.imagePicker.remove" values={{ index: 1 }} />
    </p>
  );
}

describe('I18nProvider', () => {
  it('shows the catalogue of its language, in its direction', () => {
    render(
      <I18nProvider locale="ar" messages={ar}>
        <Probe seen={[]} />
      </I18nProvider>,
    );
    const text = screen.getByText('حذف الصورة 1');
    expect(text.getAttribute('dir')).toBe('rtl');
    expect(text.getAttribute('lang')).toBe('ar');
  });

  it('lets every render of a language reuse the formatters the first one built', () => {
    const seen: IntlShape[] = [];
    for (let request = 0; request < 3; request += 1) {
      const { unmount } = render(
        <I18nProvider locale="en" messages={en}>
          <Probe seen={seen} />
        </I18nProvider>,
      );
      unmount();
    }
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]?.formatters.getMessageFormat).toBeTypeOf('function');
  });

  it('gives each language its own formatters', () => {
    const seen: IntlShape[] = [];
    for (const [locale, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      render(
        <I18nProvider locale={locale} messages={messages}>
          <Probe seen={seen} />
        </I18nProvider>,
      );
    }
    expect(seen.map((intl) => intl.locale.slice(0, 2))).toEqual(['ar', 'en']);
    expect(seen[0]?.formatters).not.toBe(undefined);
  });
});
