import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { type IntlShape, FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from './catalogues/ar.json';
import en from './catalogues/en.json';
import { I18nProvider, onlyTextOf, useDirection, useLocale } from './i18n-provider.js';

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

  it('formats dates and times in Riyadh, whatever the time zone of the machine', () => {
    const seen: IntlShape[] = [];
    render(
      <I18nProvider locale="en" messages={en}>
        <Probe seen={seen} />
      </I18nProvider>,
    );
    const intl = seen[0] as IntlShape;
    // 21:30 UTC on 24 November is 00:30 on 25 November in Riyadh (UTC+3).
    const lateEvening = Date.UTC(2026, 10, 24, 21, 30);
    expect(intl.formatDate(lateEvening, { day: 'numeric' })).toBe('25');
    expect(
      intl.formatTime(lateEvening, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ).toBe('00:30');
    expect(intl.formatMessage({ id: 'ui.imagePicker.remove' }, { index: 2 })).toBe(
      'Remove image 2',
    );
  });

  it('formats text messages again with new values, plural rules and numbers included', () => {
    const seen: IntlShape[] = [];
    render(
      <I18nProvider locale="ar" messages={ar}>
        <Probe seen={seen} />
      </I18nProvider>,
    );
    const intl = seen[0] as IntlShape;
    const hint = { id: 'account.complaintForm.imagesHint' };
    const one = intl.formatMessage(hint, { max: 1, size: 5 });
    const three = intl.formatMessage(hint, { max: 3, size: 5 });
    expect(one).not.toBe(three);
    expect(three).toBe(intl.formatMessage(hint, { max: 3, size: 5 }));
    expect(intl.formatMessage({ id: 'ui.imagePicker.remove' }, { index: 7 })).toBe('حذف الصورة 7');
  });

  it('formats messages with elements through react-intl, with keys for React', () => {
    function Tagged() {
      const intl = useIntl();
      return (
        <p data-testid="tagged">
          {intl.formatMessage(
            { id: 'ui.imagePicker.refusedTooLarge' },
            { name: 'photo.png', size: 5, bdi: (chunks) => <bdi>{chunks}</bdi> },
          )}
        </p>
      );
    }
    render(
      <I18nProvider locale="en" messages={en}>
        <Tagged />
      </I18nProvider>,
    );
    const paragraph = screen.getByTestId('tagged');
    expect(paragraph.textContent).toBe('photo.png was not added: it is larger than 5 MB.');
    expect(paragraph.querySelector('bdi')?.textContent).toBe('photo.png');
  });

  it('shows the default message of an id the catalogue lacks, and says once that it is missing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: IntlShape[] = [];
    render(
      <I18nProvider locale="en" messages={en}>
        <Probe seen={seen} />
      </I18nProvider>,
    );
    const intl = seen[0] as IntlShape;
    expect(
      intl.formatMessage(
        { id: 'storefront.test.absent', defaultMessage: 'Hello {name}' },
        { name: 'Sara' },
      ),
    ).toBe('Hello Sara');
    intl.formatMessage(
      { id: 'storefront.test.absent', defaultMessage: 'Hello {name}' },
      { name: 'Omar' },
    );
    expect(errors.mock.calls).toEqual([['[matjar] missing message: storefront.test.absent']]);
    errors.mockRestore();
  });
});

describe('messages that are text only', () => {
  const catalogues: Record<string, Record<string, string>> = { ar, en };
  const compiledOf = (catalogue: Record<string, string>) =>
    Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));

  it('are most of each catalogue, and are recognised in their source and compiled', () => {
    for (const catalogue of Object.values(catalogues)) {
      const ids = Object.keys(catalogue);
      const compiled = compiledOf(catalogue);
      const textOnly = ids.filter((id) => onlyTextOf(compiled[id] ?? []) !== null);
      expect(textOnly.length).toBeGreaterThan(ids.length / 2);
      // In its source, a message with a quote is left to the formatter, which reads the quoting.
      const inSource = ids.filter((id) => onlyTextOf(catalogue[id] ?? '{') !== null);
      expect(inSource.length).toBeGreaterThan(textOnly.length * 0.9);
      for (const id of inSource) {
        expect(onlyTextOf(catalogue[id] ?? '{'), id).toBe(onlyTextOf(compiled[id] ?? []));
      }
    }
  });

  it('read exactly as the formatter writes them, in both languages', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const compiled = compiledOf(catalogue);
      for (const [id, elements] of Object.entries(compiled)) {
        const text = onlyTextOf(elements);
        if (text === null) continue;
        expect(text, id).toBe(new IntlMessageFormat(elements, locale).format());
      }
    }
  });

  it('leave arguments, plurals, tags and quoted syntax to the formatter', () => {
    expect(onlyTextOf('Remove picture {index}')).toBeNull();
    expect(onlyTextOf(parse('Remove picture {index}'))).toBeNull();
    expect(onlyTextOf(parse('{count, plural, one {# item} other {# items}}'))).toBeNull();
    expect(onlyTextOf(parse('Read the <link>terms</link>'))).toBeNull();
    expect(onlyTextOf("It''s here")).toBeNull();
    expect(onlyTextOf(parse("It''s here"))).toBe("It's here");
    expect(onlyTextOf('سلة التسوق')).toBe('سلة التسوق');
  });

  it('are given by the provider as they are, with or without values', () => {
    const seen: IntlShape[] = [];
    render(
      <I18nProvider locale="ar" messages={compiledOf(ar)}>
        <Probe seen={seen} />
      </I18nProvider>,
    );
    const intl = seen[0];
    expect(intl?.formatMessage({ id: 'common.actions.close' })).toBe(ar['common.actions.close']);
    expect(intl?.formatMessage({ id: 'common.actions.close' }, { unused: 1 })).toBe(
      ar['common.actions.close'],
    );
    expect(screen.getByText('حذف الصورة 1')).toBeDefined();
  });
});
