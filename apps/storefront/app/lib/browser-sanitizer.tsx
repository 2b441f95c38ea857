import type { ReactNode } from 'react';
import {
  type HtmlSanitizer,
  HtmlSanitizerProvider,
  createHtmlSanitizer,
  useProvidedHtmlSanitizer,
} from '@matjar/account';

let browserSanitizer: HtmlSanitizer | undefined;

/**
 * Gives the pages that show the store's HTML (information pages, FAQs) their sanitizer: on the
 * server the one the entry provides over jsdom, in the browser one over the page's window with the
 * same rules. Keeping DOMPurify out of the entry bundle keeps it off every other page.
 */
export function BrowserSanitizer({ children }: { children: ReactNode }) {
  const provided = useProvidedHtmlSanitizer();
  let sanitize = provided;
  if (!sanitize) {
    browserSanitizer ??= createHtmlSanitizer(window, { origin: window.location.origin });
    sanitize = browserSanitizer;
  }
  return <HtmlSanitizerProvider sanitize={sanitize}>{children}</HtmlSanitizerProvider>;
}
