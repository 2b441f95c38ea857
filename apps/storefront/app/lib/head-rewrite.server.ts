import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');

/**
 * A stream of a page's HTML whose `<head>` is handed to `rewrite` once it has all arrived; the rest
 * of the page streams through untouched. The head is part of the first bytes React writes, so
 * nothing waits for it.
 *
 * @param final called when the page has been written out, as a `Writable`'s `final`
 */
export function rewriteHead(
  rewrite: (head: string) => string,
  final?: (callback: (error?: Error | null) => void) => void,
): Transform {
  let pending: Buffer[] = [];
  let isRewritten = false;
  return new Transform({
    ...(final ? { final } : {}),
    transform(chunk: Buffer, _encoding, callback) {
      if (isRewritten) {
        callback(null, chunk);
        return;
      }
      pending.push(chunk);
      const joined = Buffer.concat(pending);
      const end = joined.indexOf(HEAD_END);
      if (end === -1) {
        pending = [joined];
        callback();
        return;
      }
      isRewritten = true;
      pending = [];
      const headEnd = end + HEAD_END.length;
      const head = Buffer.from(rewrite(joined.subarray(0, headEnd).toString('utf8')));
      callback(null, Buffer.concat([head, joined.subarray(headEnd)]));
    },
    flush(callback) {
      // A document without a head (an error that cut it short) is passed on as it came.
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}

/**
 * Asks for the page's scripts at low priority: the stylesheet, the font and the largest image go
 * first, so the server-rendered page paints sooner on a slow network; the scripts follow and
 * hydrate it. React Router writes them as `<link rel="modulepreload">`, which browsers fetch at
 * high priority by default.
 */
export function lowerScriptPriority(head: string): string {
  return head.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}
