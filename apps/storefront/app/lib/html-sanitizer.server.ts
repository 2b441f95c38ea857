import { JSDOM } from 'jsdom';
import { type HtmlSanitizer, createHtmlSanitizer, toHtml } from '@matjar/account';

/** One DOM for sanitizing the store's HTML on the server. */
const sanitizerWindow = new JSDOM('').window;
const sanitizers = new Map<string, HtmlSanitizer>();

/**
 * The store's HTML (an information page, an FAQ answer), made safe on the server: plain text is
 * turned into paragraphs, HTML sanitized (no scripts, handlers, styles or foreign frames). The
 * browser receives only this output, so it never parses the store's raw HTML.
 *
 * @param origin the storefront's public origin: links elsewhere open in a new tab.
 */
export function sanitizeStoreHtml(content: string, origin: string): string {
  let sanitize = sanitizers.get(origin);
  if (!sanitize) {
    sanitize = createHtmlSanitizer(sanitizerWindow, { origin });
    sanitizers.set(origin, sanitize);
  }
  const html = sanitize(toHtml(content));
  // Text the sanitizer left without any tag stays text: it is already escaped.
  return html.trim() && !html.includes('<') ? `<p>${html}</p>` : html;
}
