import { renderHook } from '@testing-library/react';
import { type ReactNode, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  HtmlSanitizerProvider,
  createHtmlSanitizer,
  hasVisibleContent,
  toHtml,
  useSanitizeHtml,
} from './html-sanitizer.js';

const sanitize = createHtmlSanitizer(window, { origin: 'https://matjar.test' });
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('createHtmlSanitizer', () => {
  it('keeps ordinary content', () => {
    const html =
      '<h2>Delivery</h2><p>We deliver <strong>fast</strong> and <em>safely</em>.<br>Always.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<table><thead><tr><th scope="col">City</th></tr></thead><tbody><tr><td>Riyadh</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('removes the event handlers of an image', () => {
    const body = parse(sanitize('<img src="https://cdn.test/a.png" onerror="alert(1)">'));
    const image = body.getElementsByTagName('img')[0];
    expect(image?.getAttribute('src')).toBe('https://cdn.test/a.png');
    expect(image?.hasAttribute('onerror')).toBe(false);
  });

  it('drops an image whose source is not https, with its handlers', () => {
    const output = sanitize('<p>Hi</p><img src=x onerror=alert(1)>');
    expect(output).toBe('<p>Hi</p>');
    expect(output).not.toContain('onerror');
    expect(sanitize('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitize('<img src="http://cdn.test/a.png">')).toBe('');
  });

  it('removes scripts with their text, and styles', () => {
    const output = sanitize(
      '<p>Before</p><script>window.hacked = true</script><style>p{display:none}</style><p style="color:red">After</p>',
    );
    const body = parse(output);
    expect(body.getElementsByTagName('script')).toHaveLength(0);
    expect(body.getElementsByTagName('style')).toHaveLength(0);
    expect(output).not.toContain('hacked');
    expect(output).toBe('<p>Before</p><p>After</p>');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    expect(sanitize('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitize('<a href=" JaVaScRiPt:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitize('<a href="data:text/html,<script>alert(1)</script>">Click</a>')).toBe(
      '<a>Click</a>',
    );
  });

  it('removes forms and their controls', () => {
    const body = parse(
      sanitize('<form action="https://evil.test"><input name="card"><button>Pay</button></form>'),
    );
    expect(body.getElementsByTagName('form')).toHaveLength(0);
    expect(body.getElementsByTagName('input')).toHaveLength(0);
    expect(body.getElementsByTagName('button')).toHaveLength(0);
  });

  it('keeps a YouTube privacy-enhanced embed and removes every other frame', () => {
    const youtube = parse(
      sanitize(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="How to order" allowfullscreen></iframe>',
      ),
    ).getElementsByTagName('iframe');
    expect(youtube).toHaveLength(1);
    expect(youtube[0]?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    for (const src of [
      'https://evil.test/embed/abc',
      'https://www.youtube.com/embed/abc123',
      'http://www.youtube-nocookie.com/embed/abc123',
      'https://www.youtube-nocookie.com/watch?v=abc123',
      'https://www.youtube-nocookie.com.evil.test/embed/abc123',
      'javascript:alert(1)',
    ]) {
      expect(sanitize(`<p>Video</p><iframe src="${src}"></iframe>`)).toBe('<p>Video</p>');
    }
  });

  it('opens links to other sites in a new tab without giving them the page', () => {
    const link = parse(sanitize('<a href="https://maroof.sa/123">Maroof</a>')).getElementsByTagName(
      'a',
    )[0];
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const protocolRelative = parse(sanitize('<a href="//evil.test/">x</a>')).getElementsByTagName(
      'a',
    )[0];
    expect(protocolRelative?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps links to the storefront in the same tab', () => {
    for (const href of ['/faqs', 'https://matjar.test/termsAndConditions', '#returns', 'faqs']) {
      const link = parse(sanitize(`<a href="${href}" target="_blank">x</a>`)).getElementsByTagName(
        'a',
      )[0];
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.hasAttribute('target')).toBe(false);
      expect(link?.hasAttribute('rel')).toBe(false);
    }
  });

  it('treats every absolute link as another site without an origin', () => {
    const link = parse(
      createHtmlSanitizer(window)('<a href="https://matjar.test/faqs">x</a><a href="/faqs">y</a>'),
    ).getElementsByTagName('a');
    expect(link[0]?.getAttribute('target')).toBe('_blank');
    expect(link[1]?.hasAttribute('target')).toBe(false);
  });

  it('refuses a window that cannot sanitize instead of passing HTML through', () => {
    expect(() => createHtmlSanitizer({} as Parameters<typeof createHtmlSanitizer>[0])).toThrow(
      /cannot sanitize/,
    );
  });
});

describe('toHtml', () => {
  it('makes paragraphs of plain text, single line breaks into <br>', () => {
    expect(toHtml('First line\nsecond line\n\n  \nNext paragraph\r\n\r\nLast')).toBe(
      '<p>First line<br>second line</p><p>Next paragraph</p><p>Last</p>',
    );
  });

  it('escapes plain text', () => {
    expect(toHtml('Prices < 5 & > 2 are "cheap"')).toBe(
      '<p>Prices &lt; 5 &amp; &gt; 2 are &quot;cheap&quot;</p>',
    );
    expect(toHtml('   \n\n ')).toBe('');
  });

  it('leaves HTML as it is', () => {
    expect(toHtml('<p>Already HTML</p>\n\n<p>Two</p>')).toBe('<p>Already HTML</p>\n\n<p>Two</p>');
    expect(toHtml('Text with a<br/>break')).toBe('Text with a<br/>break');
  });

  it('gives paragraphs that survive sanitizing unchanged for plain text', () => {
    const html = toHtml('One\n\nTwo < three & four');
    expect(html).toBe('<p>One</p><p>Two &lt; three &amp; four</p>');
    expect(sanitize(html)).toBe(html);
  });

  it('treats text with a tag as HTML, so the sanitizer sees its script', () => {
    expect(sanitize(toHtml('One\n\nTwo <script>alert(1)</script>'))).toBe('One\n\nTwo ');
  });
});

describe('hasVisibleContent', () => {
  it('sees text, images and frames, not empty paragraphs', () => {
    expect(hasVisibleContent('<p>Hi</p>')).toBe(true);
    expect(hasVisibleContent('<img src="https://cdn.test/a.png" alt="">')).toBe(true);
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p> &nbsp; </p><p><br></p>')).toBe(false);
  });
});

describe('useSanitizeHtml', () => {
  it('gives the sanitizer of the provider', () => {
    const given = vi.fn((html: string) => html);
    const { result } = renderHook(() => useSanitizeHtml(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(HtmlSanitizerProvider, { sanitize: given }, children),
    });
    expect(result.current).toBe(given);
  });

  it('names the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSanitizeHtml())).toThrow(
      /useSanitizeHtml\(\).*<HtmlSanitizerProvider>/,
    );
  });
});
