import { Hono } from 'hono';
import { cors } from 'hono/cors';

/** The answer envelope of every store API call. */
export interface Envelope<T> {
  key:
    | 'success'
    | 'fail'
    | 'exception'
    | 'unauthenticated'
    | 'blocked'
    | 'needActive'
    | 'needCompleteInfo';
  msg: string;
  data: T;
}

/**
 * The demo store API. The contract's endpoints arrive with the API-contract issue (#3); this app
 * already answers its health check and, for any other path, the store's `fail` envelope with 404.
 */
export function createDemoApi() {
  const app = new Hono();
  app.use('*', cors({ origin: (origin) => origin, credentials: false }));
  app.get('/health', (c) =>
    c.json<Envelope<{ status: 'ok' }>>({ key: 'success', msg: '', data: { status: 'ok' } }),
  );
  app.notFound((c) =>
    c.json<Envelope<null>>(
      { key: 'fail', msg: c.req.header('lang') === 'en' ? 'Not found' : 'غير موجود', data: null },
      404,
    ),
  );
  return app;
}
