import { createClient } from '@redis/client';
import type { SharedAnswerStore } from '@matjar/api-client';

/** A shared store of the store's public answers and visitors' pages, and the way to let it go. */
export interface RedisAnswerStore extends SharedAnswerStore {
  /** Whether Redis is connected now (an answer asked while it is not is a miss). */
  readonly isReady: () => boolean;
  /**
   * Settles once the first connection is made or has failed: until then a new replica would find
   * nothing in Redis and ask the store for everything, so it is not ready for requests.
   */
  readonly started: Promise<void>;
  /** Closes the connection (the server's shutdown). */
  close(): Promise<void>;
}

/** The longest a new replica waits for its first connection before it is ready without it. */
const FIRST_CONNECT_WAIT_MS = 3_000;

/** Where the answers and pages are kept in Redis: beside anything else the same Redis holds. */
const KEY_PREFIX = 'matjar:cache:';

/** One JSON line, as the server's own log lines. */
function log(level: 'info' | 'warn', msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'warn') console.warn(line);
  else console.log(line);
}

/**
 * The store's public answers and visitors' pages kept in Redis (`MATJAR_REDIS_URL`) for every
 * replica of the storefront: a replica asks Redis before the store API (or before rendering a
 * page) and writes there what it got.
 * Redis away is never an error page: while it is not connected, commands fail at once instead of
 * waiting in a queue, every answer is a miss (each replica keeps its in-process cache), and the
 * client reconnects in the background. One log line says when it is lost and when it is back.
 */
export function redisAnswerStore(
  url: string,
  /** `waitMs`: how long a reader waits for Redis (see `SharedAnswerStore.waitMs`). */
  { waitMs }: { waitMs?: number } = {},
): RedisAnswerStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let isLost = false;
  client.on('error', (error: unknown) => {
    if (isLost) return;
    isLost = true;
    log('warn', 'shared cache unavailable: answers are kept in this process', {
      error: error instanceof Error ? error.message : String(error),
    });
  });
  client.on('ready', () => {
    isLost = false;
    log('info', 'shared cache connected');
  });
  const started = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
    setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
  });
  const connecting = client.connect().catch(() => {
    // Reported by the `error` event; the client keeps trying.
  });
  const ready = () => client.isReady;
  return {
    ...(waitMs === undefined ? {} : { waitMs }),
    isReady: ready,
    started,
    async get(key) {
      if (!ready()) return undefined;
      return (await client.get(KEY_PREFIX + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      if (!ready()) return;
      await client.set(KEY_PREFIX + key, value, { expiration: { type: 'PX', value: ttlMs } });
    },
    async close() {
      // A Redis never reached is given up at once: waiting for it would hold the shutdown.
      if (client.isReady) await client.close();
      else client.destroy();
      await connecting;
    },
  };
}
