import type { Catalogue, Locale } from '@matjar/i18n';
import chunkMessages from 'virtual:matjar/chunk-messages';

/** The id of the element holding a page's messages (`<script type="application/json">`). */
export const PAGE_MESSAGES_ID = 'matjar-messages';

/** The record's key for the messages every page carries (see `tools/vite/precompiled-messages.ts`). */
const EVERY_PAGE = '*';

/** The files of a page's code, as React Router's manifest lists them. */
export interface PageCode {
  entry: { module: string; imports?: readonly string[] };
  routes: readonly ({ module: string; imports?: readonly string[] } | undefined)[];
}

const filesOf = (code: PageCode): string[] => [
  code.entry.module,
  ...(code.entry.imports ?? []),
  ...code.routes.flatMap((route) => (route ? [route.module, ...(route.imports ?? [])] : [])),
];

const cached = new Map<string, string>();

/**
 * The messages a page's code may format before the whole catalogue has come — those of its entry,
 * its routes and every chunk they load — as the JSON the page carries, or `null` without a record
 * (while developing: the browser then loads the whole catalogue before it hydrates). The same page
 * code in the same language gives the same text, kept after the first time.
 *
 * @param record the build's record of each chunk's messages (`virtual:matjar/chunk-messages`)
 */
export function pageMessages(
  locale: Locale,
  catalogue: Catalogue,
  code: PageCode,
  record: Readonly<Record<string, readonly string[]>> = chunkMessages,
): string | null {
  if (Object.keys(record).length === 0) return null;
  const files = filesOf(code);
  const key = `${locale}\n${files.join('\n')}`;
  const known = cached.get(key);
  if (known !== undefined) return known;
  const messages: Record<string, unknown> = {};
  for (const file of [EVERY_PAGE, ...files]) {
    for (const id of record[file] ?? []) {
      const message = catalogue[id];
      if (message !== undefined) messages[id] = message;
    }
  }
  // Inside a script element: no `<` may close it.
  const json = JSON.stringify(messages).replaceAll('<', '\\u003c');
  cached.set(key, json);
  return json;
}

/** The opening of the module script React Router writes to start the app, the start's last. */
const appScript = /<script(?: nonce="[^"]*")? type="module" async="">[\s\S]*<\/script>$/;

/**
 * A document's start with the page's messages (`pageMessages`) just before the app's script: data,
 * never run, read by the browser's entry before it hydrates.
 */
export function withPageMessages(start: string, json: string | null): string {
  if (json === null) return start;
  const at = start.search(appScript);
  if (at === -1) return start;
  return `${start.slice(0, at)}<script type="application/json" id="${PAGE_MESSAGES_ID}">${json}</script>${start.slice(at)}`;
}
