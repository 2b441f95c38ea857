import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import ar from './catalogues/ar.json';
import en from './catalogues/en.json';
import { createFormatters } from './format.js';
import { STORE_TIME_ZONE, intlLocaleOf } from './locale.js';

const formattersFor = (locale: 'ar' | 'en') =>
  createFormatters(
    createIntl({
      locale: intlLocaleOf(locale),
      messages: locale === 'ar' ? ar : en,
      timeZone: STORE_TIME_ZONE,
    }),
  );

describe('createFormatters', () => {
  it('formats a price in riyals with two decimals in Arabic and English', () => {
    expect(formattersFor('ar').price(1250)).toBe('1,250.00 \u20C1');
    expect(formattersFor('en').price(1250)).toBe('\u20C1 1,250.00');
  });

  it('names the currency with the riyal sign, and with its abbreviation for plain text', () => {
    expect(formattersFor('ar').price(9.5)).toBe('9.50 \u20C1');
    expect(formattersFor('en').price(9.5)).toBe('\u20C1 9.50');
    expect(formattersFor('ar').price(9.5, { currencyDisplay: 'text' })).toBe('9.50 ر.س');
    expect(formattersFor('en').price(9.5, { currencyDisplay: 'text' })).toBe('SR 9.50');
  });

  it('formats the same amount alike however often and in whichever way it is asked for', () => {
    const format = formattersFor('en');
    const amounts = [9.5, 1250, 9.5, 0.99, 1250];
    expect(amounts.map((amount) => format.price(amount, { currencyDisplay: 'text' }))).toEqual([
      'SR 9.50',
      'SR 1,250.00',
      'SR 9.50',
      'SR 0.99',
      'SR 1,250.00',
    ]);
    expect(format.price(9.5)).toBe('\u20C1 9.50');
    expect(format.priceLabel(9.5)).toBe('9.50 Saudi riyals');
    expect(format.number(1250)).toBe('1,250');
    expect(format.number(1250, { minimumFractionDigits: 1 })).toBe('1,250.0');
    expect(format.weight(1250)).toBe('1.25 kg');
  });

  it('gives prices a spoken label', () => {
    expect(formattersFor('en').priceLabel(12)).toBe('12.00 Saudi riyals');
    expect(formattersFor('ar').priceLabel(12)).toBe('12.00 ريال سعودي');
  });

  it('formats weights in grams, and in kilograms from a kilogram, with the localized unit', () => {
    expect(formattersFor('ar').weight(250)).toBe('250 جم');
    expect(formattersFor('en').weight(250)).toBe('250 g');
    expect(formattersFor('ar').weight(1000)).toBe('1 كجم');
    expect(formattersFor('en').weight(1500)).toBe('1.5 kg');
  });

  it('shows a weight-like size with the localized unit and any other size as written', () => {
    expect(formattersFor('ar').size('250 gm')).toBe('250 جم');
    expect(formattersFor('en').size('250 gm')).toBe('250 g');
    expect(formattersFor('en').size('1000 gm')).toBe('1 kg');
    expect(formattersFor('ar').size('XL')).toBe('XL');
  });

  it("names a variant's colour, with its swatch, then its size, in the page's language", () => {
    const variant = { color: 'كحلي', color_hex: '#1f2a44', size: '54' };
    expect(formattersFor('en').variantOptions(variant)).toEqual([
      { name: 'Color', value: 'كحلي', swatch: '#1f2a44' },
      { name: 'Size', value: '54' },
    ]);
    expect(formattersFor('ar').variantOptions(variant)).toEqual([
      { name: 'اللون', value: 'كحلي', swatch: '#1f2a44' },
      { name: 'المقاس', value: '54' },
    ]);
  });

  it("names a weight-like size Weight, in the page's unit, and a colour without a hex unswatched", () => {
    expect(
      formattersFor('en').variantOptions({ color: 'Red', color_hex: null, size: '250 gm' }),
    ).toEqual([
      { name: 'Color', value: 'Red' },
      { name: 'Weight', value: '250 g' },
    ]);
    expect(formattersFor('ar').variantOptions({ size: '1000 gm' })).toEqual([
      { name: 'الوزن', value: '1 كجم' },
    ]);
  });

  it('gives no options for a product sold in one kind', () => {
    expect(formattersFor('en').variantOptions(null)).toEqual([]);
    expect(
      formattersFor('en').variantOptions({ color: null, color_hex: null, size: null }),
    ).toEqual([]);
  });

  it('shows dates in Riyadh time whatever the time zone of the machine', () => {
    // 22:30 UTC on 21 November is already 22 November in Riyadh (UTC+3).
    const lateEvening = '2026-11-21T22:30:00Z';
    expect(formattersFor('en').date(lateEvening, { dateStyle: 'long' })).toBe('November 22, 2026');
    expect(formattersFor('en').time(lateEvening)).toBe('1:30 AM');
    expect(formattersFor('ar').date(lateEvening, { dateStyle: 'long' })).toBe('22 نوفمبر 2026');
  });

  it('can show a date in the Hijri calendar', () => {
    expect(
      formattersFor('en').date('2026-11-22T10:00:00Z', {
        calendar: 'islamic-umalqura',
        dateStyle: 'long',
      }),
    ).toMatch(/1448 AH$/);
  });
});
