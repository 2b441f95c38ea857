import { type PushMessage, readPushMessage } from './push-message.js';

/** Where foreground push messages come from: the push service, or the demo store's stream. */
export interface PushTransport {
  /** Starts listening; returns the function that stops. */
  start(onMessage: (message: PushMessage) => void): () => void;
}

/** The `EventSource` surface the demo transport uses (a fake in tests). */
export type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;

/**
 * The demo's push transport: the demo API's server-sent events (`/__demo/push/stream`), event
 * `push`, whose data is a push message — the same messages the push service would deliver, through
 * the same pipeline. Malformed events are ignored; the browser reconnects by itself.
 *
 * @example
 * const transport = demoPushTransport(`${apiUrl}__demo/push/stream?ticket=${ticket}`);
 * const stop = transport.start((message) => stack.push(alertOf(message, lang)));
 */
export function demoPushTransport(
  url: string,
  open: (url: string) => EventSourceLike = (address) => new EventSource(address),
): PushTransport {
  return {
    start(onMessage) {
      const source = open(url);
      source.addEventListener('push', (event) => {
        if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        const message = readPushMessage(data);
        if (message) onMessage(message);
      });
      return () => source.close();
    },
  };
}
