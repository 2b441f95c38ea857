import { describe, expect, it } from 'vitest';
import { withHeadScript } from './head-script.js';

describe('a script at the end of the head', () => {
  const start = '<html lang="ar" dir="rtl"><head><title>متجر</title></head><body><form>';

  it('runs after the title and before the body, with the response nonce', () => {
    expect(withHeadScript(start, 'abc+/=', 'go()')).toBe(
      '<html lang="ar" dir="rtl"><head><title>متجر</title><script nonce="abc+/=">go()</script></head><body><form>',
    );
  });

  it('cannot break out of the nonce attribute', () => {
    expect(withHeadScript(start, 'a"b', 'go()')).toContain(
      '<script nonce="a&quot;b">go()</script>',
    );
  });

  it('carries no nonce when the response has none, and leaves a start without a head as it is', () => {
    expect(withHeadScript(start, '', 'go()')).toContain('<title>متجر</title><script>go()</script>');
    expect(withHeadScript('<p>cut short</p>', 'n', 'go()')).toBe('<p>cut short</p>');
  });
});
