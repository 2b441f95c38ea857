import { describe, expect, it } from 'vitest';
import { sanitizeStoreHtml } from './html-sanitizer.server.js';

const ORIGIN = 'https://matjar.test';

describe('sanitizeStoreHtml', () => {
  it('keeps the content and drops anything that runs', () => {
    const html = sanitizeStoreHtml(
      '<p>نص آمن</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">رابط</a>',
      ORIGIN,
    );
    expect(html).toContain('<p>نص آمن</p>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(sanitizeStoreHtml('Tom & Jerry\n\n<3 dates', ORIGIN)).toBe(
      '<p>Tom &amp; Jerry</p><p>&lt;3 dates</p>',
    );
  });

  it('keeps what is left of a page without tags as text in a paragraph', () => {
    expect(sanitizeStoreHtml('<script>alert(1)</script>Tom &amp; Jerry', ORIGIN)).toBe(
      '<p>Tom &amp; Jerry</p>',
    );
  });

  it('opens links to other sites in a new tab, without the opener', () => {
    const html = sanitizeStoreHtml('<p><a href="https://elsewhere.test/">x</a></p>', ORIGIN);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
