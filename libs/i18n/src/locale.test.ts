import { describe, expect, it } from 'vitest';
import { directionOf, localeCookie, localeFromCookieHeader } from './locale.js';

describe('localeFromCookieHeader', () => {
  it('is Arabic when no language is stored', () => {
    expect(localeFromCookieHeader(null)).toBe('ar');
    expect(localeFromCookieHeader('theme=dark')).toBe('ar');
  });

  it('reads the stored language among other cookies', () => {
    expect(localeFromCookieHeader('a=1; lang=en; b=2')).toBe('en');
  });

  it('falls back to Arabic for an unknown language', () => {
    expect(localeFromCookieHeader('lang=fr')).toBe('ar');
  });

  it('reads back what localeCookie stores', () => {
    const [pair] = localeCookie('en').split(';');
    expect(localeFromCookieHeader(pair)).toBe('en');
  });
});

describe('directionOf', () => {
  it('is right-to-left for Arabic and left-to-right for English', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
