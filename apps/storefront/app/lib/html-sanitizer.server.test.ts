import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_HOOK, xssPayloads } from '../../../../tools/security/xss-corpus.mjs';
import { sanitizeStoreHtml } from './html-sanitizer.server.js';

const ORIGIN = 'https://matjar.test';

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset']);

/** What store HTML may hold after sanitizing: content, never anything that runs or styles. */
const ALLOWED_ELEMENTS = new Set(
  'p br hr h2 h3 h4 ul ol li a strong em b i blockquote img table caption thead tbody tfoot tr th td iframe'.split(
    ' ',
  ),
);

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

describe('sanitizeStoreHtml over the cross-site scripting corpus', () => {
  const payloads = xssPayloads();
  const dangerousUrl = /^\s*(javascript|vbscript|data):/i;

  it(`leaves nothing that runs in any of the ${payloads.length} payloads`, () => {
    const unsafe: string[] = [];
    // The output as the browser would parse it.
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    for (const payload of payloads) {
      document.body.innerHTML = sanitizeStoreHtml(payload, ORIGIN);
      for (const element of document.body.querySelectorAll('*')) {
        if (!ALLOWED_ELEMENTS.has(element.localName)) unsafe.push(`<${element.localName}>`);
        if (
          element.localName === 'iframe' &&
          !element.getAttribute('src')?.startsWith('https://www.youtube-nocookie.com/embed/')
        ) {
          unsafe.push(`<iframe src="${element.getAttribute('src') ?? ''}">`);
        }
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on') || name === 'style' || name === 'srcdoc') {
            unsafe.push(`${name} on <${element.localName}>`);
          } else if (URL_ATTRIBUTES.has(name) && dangerousUrl.test(value)) {
            unsafe.push(`${name}="${value}"`);
          }
        }
      }
      if (
        document.body.innerHTML.includes(XSS_HOOK) &&
        !document.body.textContent?.includes(XSS_HOOK)
      ) {
        unsafe.push(`the call of ${payload} outside the text`);
      }
    }
    console.log(`store HTML: ${payloads.length} payloads sanitized, ${unsafe.length} unsafe`);
    expect(unsafe).toEqual([]);
    // Parsing 1,760 documents takes 1–2 s on a quiet machine and over 5 s on a busy one.
  }, 60_000);
});
