import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { type ReactNode, createContext, createElement, useContext } from 'react';

/** Turns HTML from the store into HTML that is safe to insert into the page. */
export type HtmlSanitizer = (html: string) => string;

/** The only frames the store's pages may embed: YouTube's privacy-enhanced player. */
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const EMBED_PATH = '/embed/';

/**
 * One configuration for the server and the browser, so both render the same HTML: ordinary
 * content (paragraphs, headings, lists, links, emphasis, images, tables) and nothing that runs,
 * styles the page, submits or frames other sites.
 */
const config: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  ALLOWED_ATTR: [
    'href',
    'title',
    'src',
    'alt',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'dir',
    'lang',
    'allow',
    'allowfullscreen',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export interface HtmlSanitizerOptions {
  /**
   * The storefront's own origin (`https://matjar.sa`). Links to any other origin open in a new tab
   * with `rel="noopener noreferrer"`; relative links are always the storefront's. Without it, every
   * absolute http(s) link counts as another site's. Give the same value on the server and in the
   * browser, or the two renders differ.
   */
  origin?: string;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** Whether `value` parses as a URL of `https:` (relative and other schemes do not). */
function httpsUrl(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link leaves the storefront: an absolute http(s) URL of another origin. */
function isOtherSite(href: string, ownOrigin: string | undefined): boolean {
  let url: URL;
  try {
    // Resolved against a base no real link shares, so relative links stay on it.
    url = new URL(href.trim(), 'https://relative.invalid/');
  } catch {
    return false;
  }
  if (url.origin === 'https://relative.invalid') return false;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin !== ownOrigin;
}

/**
 * Creates the sanitizer of the store's HTML over a window: the browser's `window`, or a jsdom
 * window on the server (`new JSDOM('').window`). It keeps ordinary content, drops scripts, styles,
 * event handlers, forms, `javascript:`/`data:` links, images that are not `https:` and every frame
 * but YouTube's privacy-enhanced player, and opens links to other sites in a new tab with
 * `rel="noopener noreferrer"`.
 *
 * @throws Error when the window cannot run DOMPurify (it would return the HTML unchanged).
 *
 * @example
 * // entry.server.tsx
 * const sanitize = createHtmlSanitizer(new JSDOM('').window, { origin: publicOrigin });
 * // entry.client.tsx
 * const sanitize = createHtmlSanitizer(window, { origin: window.location.origin });
 */
export function createHtmlSanitizer(
  window: WindowLike,
  { origin }: HtmlSanitizerOptions = {},
): HtmlSanitizer {
  const purify = DOMPurify(window);
  if (!purify.isSupported) {
    throw new Error('createHtmlSanitizer() needs a window with a DOM; this one cannot sanitize.');
  }
  const ownOrigin = origin === undefined ? undefined : new URL(origin).origin;
  purify.setConfig(config);

  purify.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (!isElement(node)) return;
    if (tagName === 'iframe') {
      const url = httpsUrl(node.getAttribute('src'));
      if (url?.origin !== EMBED_ORIGIN || !url.pathname.startsWith(EMBED_PATH)) node.remove();
    } else if (tagName === 'img' && !httpsUrl(node.getAttribute('src'))) {
      node.remove();
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const tagName = node.tagName.toLowerCase();
    if (tagName === 'a') {
      const href = node.getAttribute('href');
      if (href && isOtherSite(href, ownOrigin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (tagName === 'img') {
      // An image the author left undescribed is treated as decoration rather than read as its URL.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    } else if (tagName === 'iframe') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    }
  });

  return (html) => purify.sanitize(html);
}

/** A tag, a closing tag or a comment: content with one of these is HTML. */
const TAG = /<(?:[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?|\/[a-z][a-z0-9-]*\s*|!--[\s\S]*?--)>/i;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The HTML of an information page's or an answer's `content`, which the store sends either as HTML
 * or as plain text with blank-line paragraphs: HTML is returned as it is (sanitize it next); plain
 * text is escaped, each paragraph wrapped in `<p>` and each single line break made a `<br>`.
 *
 * @example
 * toHtml('First line\nsecond line\n\nNext paragraph');
 * // '<p>First line<br>second line</p><p>Next paragraph</p>'
 */
export function toHtml(content: string): string {
  if (TAG.test(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/[ \t]*\n[ \t]*/g, '<br>')}</p>`)
    .join('');
}

const NAMED_SPACES = /&(?:nbsp|#160|#xa0|ensp|emsp|thinsp|#8203|zwnj|zwj);/gi;

/**
 * Whether sanitized HTML shows anything: text other than white space, an image or a frame. A page
 * of empty paragraphs, or of a script the sanitizer removed, shows nothing.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<(?:img|iframe)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(NAMED_SPACES, '')
      .replace(/[\s\u200b-\u200f\u2060\ufeff]+/g, '').length > 0
  );
}

const HtmlSanitizerContext = createContext<HtmlSanitizer | null>(null);

export interface HtmlSanitizerProviderProps {
  /** The sanitizer of this side: `createHtmlSanitizer(window)` in the browser, over jsdom on the server. */
  sanitize: HtmlSanitizer;
  children?: ReactNode;
}

/**
 * Hands the sanitizer of the store's HTML to the information pages and FAQs below it. The app
 * creates one per side: over jsdom in `entry.server`, over `window` in `entry.client`.
 *
 * @example
 * <HtmlSanitizerProvider sanitize={createHtmlSanitizer(window, { origin })}>
 *   <App />
 * </HtmlSanitizerProvider>
 */
export function HtmlSanitizerProvider({ sanitize, children }: HtmlSanitizerProviderProps) {
  return createElement(HtmlSanitizerContext.Provider, { value: sanitize }, children);
}

/**
 * The sanitizer of the nearest `HtmlSanitizerProvider`.
 *
 * @throws Error outside an `HtmlSanitizerProvider`.
 *
 * @example
 * const sanitize = useSanitizeHtml();
 * const html = useMemo(() => sanitize(toHtml(page.content)), [sanitize, page.content]);
 */
export function useSanitizeHtml(): HtmlSanitizer {
  const sanitize = useContext(HtmlSanitizerContext);
  if (!sanitize) {
    throw new Error(
      'useSanitizeHtml() was called outside an <HtmlSanitizerProvider>: place one above it.',
    );
  }
  return sanitize;
}

/**
 * The sanitizer of the nearest `HtmlSanitizerProvider`, or `undefined` when there is none: for an
 * app that provides one on the server and creates the browser's only where it is needed.
 *
 * @example
 * const sanitize = useProvidedHtmlSanitizer() ?? createHtmlSanitizer(window);
 */
export function useProvidedHtmlSanitizer(): HtmlSanitizer | undefined {
  return useContext(HtmlSanitizerContext) ?? undefined;
}
