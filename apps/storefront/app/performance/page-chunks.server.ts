import type { Locale } from '@matjar/i18n';
import onDemandChunks from 'virtual:matjar/lazy-chunks';
import pageMessageParts from 'virtual:matjar/message-parts';
import { type ApiDomain, startCallsOf } from '../lib/start-calls.js';

/**
 * The calls the shell makes on every page as it starts: the cart's count, and a customer's unread
 * notifications and favorites.
 */
const shellCalls = {
  visitor: ['cart'],
  customer: ['cart', 'notifications', 'catalog'],
} as const satisfies Record<string, readonly ApiDomain[]>;

/**
 * The code a page loads on demand that it will need as soon as it starts, to be asked for together
 * with the page's own code: its language's message catalogue (needed before the page hydrates) and
 * the store calls the shell and the page's routes make as they start, and the messages the page's
 * own chunks (`files`) bring in its language, which each of them loads before it runs. Empty while
 * developing.
 *
 * @param chunks the build's on-demand chunks by name (`virtual:matjar/lazy-chunks`)
 * @param messageParts each chunk's messages by language (`virtual:matjar/message-parts`)
 */
export function startChunks(
  page: {
    locale: Locale;
    isSignedIn: boolean;
    handles: readonly unknown[];
    files?: readonly string[];
  },
  chunks: Readonly<Record<string, readonly string[]>> = onDemandChunks,
  messageParts: Readonly<Record<string, Readonly<Record<string, string>>>> = pageMessageParts,
): string[] {
  const domains = new Set<ApiDomain>(shellCalls[page.isSignedIn ? 'customer' : 'visitor']);
  for (const handle of page.handles)
    for (const domain of startCallsOf(handle, 'startCalls')) domains.add(domain);
  // The shell makes a call on every page, so the code that sends calls is always among them.
  const names = [
    `catalogue:${page.locale}`,
    'api:transport',
    ...[...domains].map((domain) => `api:${domain}`),
  ];
  const parts = (page.files ?? []).flatMap((file) => messageParts[file]?.[page.locale] ?? []);
  return [...new Set([...names.flatMap((name) => chunks[name] ?? []), ...parts])];
}
