import { Transform } from 'node:stream';

/**
 * A stream of a page's HTML whose beginning — up to and including the first `until` — is handed
 * to `rewrite` once it has all arrived; the rest streams through untouched. React writes that
 * beginning (the head, the body and the tags of the scripts) in its first burst, so nothing waits
 * for it. A document that never reaches `until` (cut short by an error) is passed on as it came.
 *
 * @param final called when the page has been written out, as a `Writable`'s `final`
 */
export function rewriteDocumentStart(
  rewrite: (start: string) => string,
  until: string,
  final?: (callback: (error?: Error | null) => void) => void,
): Transform {
  const marker = Buffer.from(until);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // The last bytes already searched, kept so a marker split between two chunks is still found.
  let tail = Buffer.alloc(0);
  let isRewritten = false;
  return new Transform({
    ...(final ? { final } : {}),
    transform(chunk: Buffer, _encoding, callback) {
      if (isRewritten) {
        callback(null, chunk);
        return;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Only the new bytes (and the end of the old ones) are searched: React writes about 2 KB at
      // a time, and the marker comes after the whole body.
      const window = Buffer.concat([tail, chunk]);
      const foundInWindow = window.indexOf(marker);
      if (foundInWindow === -1) {
        tail = window.subarray(Math.max(0, window.length - marker.length + 1));
        callback();
        return;
      }
      isRewritten = true;
      const joined = Buffer.concat(pending, pendingBytes);
      pending = [];
      const startEnd = pendingBytes - window.length + foundInWindow + marker.length;
      const start = Buffer.from(rewrite(joined.subarray(0, startEnd).toString('utf8')));
      callback(null, Buffer.concat([start, joined.subarray(startEnd)]));
    },
    flush(callback) {
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}

/** The opening tag of the module script React Router writes to start the app. */
export const APP_SCRIPT_TAG = ' type="module" async="">';

/**
 * Lets a page paint before its JavaScript runs. React Router asks for the scripts with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, and starts the app from an
 * `async` module script, which runs the moment its modules arrive — on a fast connection or from
 * the cache, before the page has painted. Here the scripts are asked for at low priority (the
 * stylesheet, the font and the largest image go first) and the app starts once the document has
 * been parsed. Loaders await their data, so the document is whole when React hydrates it either way.
 */
export function paintBeforeScripts(start: string): string {
  return start
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(APP_SCRIPT_TAG, ' type="module">');
}
