import type { ReactNode } from 'react';
import { HtmlSanitizerProvider } from '@matjar/account';

/** Server loaders sanitize the store's HTML before it leaves the server (`sanitizeStoreHtml`). */
const alreadySanitized = (html: string) => html;

/**
 * Around content whose HTML came from this storefront's loaders, sanitized there: the browser
 * inserts it as it is and never parses the store's raw HTML (nor ships the sanitizer). Never put
 * data fetched by the browser from the store API under it.
 */
export function ServerSanitized({ children }: { children: ReactNode }) {
  return <HtmlSanitizerProvider sanitize={alreadySanitized}>{children}</HtmlSanitizerProvider>;
}
