// The storefront's life as a replica behind a load balancer: whether it is up (`/healthz`), whether
// it should be sent requests (`/readyz`: the build is loaded and the store API answers), and how it
// stops on SIGTERM without dropping a request: it says it is no longer ready, keeps serving for a
// grace period while the balancer notices, then stops accepting connections, lets the requests in
// flight finish within a bound, and exits.

/** How long a readiness answer about the store API is reused: probes come every few seconds. */
const READINESS_REUSE_MS = 1_000;
/** How long the store API has to answer the readiness probe. */
const READINESS_TIMEOUT_MS = 1_500;
/** How often, while draining, connections left idle by their last answer are closed. */
const IDLE_CHECK_MS = 250;

/**
 * @param {{
 *   apiUrl: string,
 *   graceMs: number,
 *   drainMs: number,
 *   log?: (event: Record<string, unknown>) => void,
 *   exit?: (code: number) => void,
 * }} options
 */
export function createLifecycle({ apiUrl, graceMs, drainMs, log = () => {}, exit = process.exit }) {
  let isDraining = false;
  /** Until what a replica needs first (its shared cache's connection) has settled. */
  let isStarting = false;
  /** @type {{ at: number, answer: Promise<boolean> } | undefined} */
  let lastProbe;

  /** Whether the store API answers: any answer but a server error, within the probe's time. */
  const storeAnswers = () => {
    const now = Date.now();
    if (lastProbe && now - lastProbe.at < READINESS_REUSE_MS) return lastProbe.answer;
    const answer = fetch(apiUrl, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status < 500;
      },
      () => false,
    );
    lastProbe = { at: now, answer };
    return answer;
  };

  /** @param {import('express').Response} res @param {number} status @param {string} text */
  const plain = (res, status, text) =>
    res
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
      .send(text);

  /**
   * `/healthz` and `/readyz`, answered before any page machinery (no page cache, no CSP, no
   * render); and `Connection: close` on every answer once the server is stopping, so kept-alive
   * connections end with their request.
   * @type {import('express').RequestHandler}
   */
  const middleware = (req, res, next) => {
    if (isDraining) res.setHeader('Connection', 'close');
    if (req.path === '/healthz') return void plain(res, 200, 'ok');
    if (req.path !== '/readyz') return next();
    if (isDraining) return void plain(res, 503, 'stopping');
    if (isStarting) return void plain(res, 503, 'starting');
    void storeAnswers().then((ready) =>
      plain(res, ready ? 200 : 503, ready ? 'ready' : 'the store API does not answer'),
    );
  };

  /**
   * Stops the server without dropping a request (see above). A second signal stops at once.
   * @param {import('node:http').Server} server
   * @param {string} signal
   */
  const stop = (server, signal) => {
    if (isDraining) {
      log({ event: 'stopped', signal, forced: true });
      server.closeAllConnections();
      exit(0);
      return;
    }
    isDraining = true;
    log({ event: 'stopping', signal, graceMs, drainMs });
    setTimeout(() => {
      server.close(() => {
        log({ event: 'stopped', signal });
        exit(0);
      });
      // A kept-alive connection whose request began before the stop ends once it is idle.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS).unref();
      setTimeout(() => {
        log({ event: 'stopped', signal, forced: true });
        server.closeAllConnections();
        exit(0);
      }, drainMs).unref();
    }, graceMs);
  };

  /**
   * Not ready until `starting` settles (whether it succeeds or fails): a replica answers `/readyz`
   * with 503 meanwhile, so a balancer sends it nothing it would have to ask the store for again.
   * @param {Promise<unknown>} starting
   */
  const waitFor = (starting) => {
    isStarting = true;
    const done = () => {
      isStarting = false;
    };
    starting.then(done, done);
  };

  return { middleware, stop, waitFor, isDraining: () => isDraining };
}
