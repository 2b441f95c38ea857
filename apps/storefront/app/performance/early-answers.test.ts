import { describe, expect, it } from 'vitest';
import { askEarly } from './early-answers.js';

const options = {
  apiUrl: 'https://store.example/api/',
  lang: 'ar',
  paths: ['cart'],
  tokenKey: 'matjar_token',
};

describe("a page's early calls", () => {
  it("go at the end of the page's head with the response's nonce", () => {
    const start = '<html><head><title>السلة</title></head><body>';
    const asked = askEarly(start, 'n0nce', options);
    expect(asked.startsWith('<html><head><title>السلة</title><script nonce="n0nce">')).toBe(true);
    expect(asked).toContain('"https://store.example/api/cart"');
    expect(asked.endsWith('</script></head><body>')).toBe(true);
  });

  it('leave a page without calls, or without a head, as it is', () => {
    const start = '<html><head><title>الرئيسية</title></head><body>';
    expect(askEarly(start, 'n0nce', { ...options, paths: [] })).toBe(start);
    expect(askEarly('<p>', 'n0nce', options)).toBe('<p>');
  });
});
