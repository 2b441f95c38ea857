import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { servePushStream } from './routes/push-stream.js';
import { langOf, messageOf } from './messages.js';
import { servePaymentPage } from './payments.js';
import { serveAuth } from './routes/auth.js';
import { serveBankAccounts } from './routes/bank-accounts.js';
import { serveCart } from './routes/cart.js';
import { serveCatalog } from './routes/catalog.js';
import { serveStockAlerts } from './routes/stock-alerts.js';
import { serveChat } from './routes/chat.js';
import { serveComplaints } from './routes/complaints.js';
import { serveContent } from './routes/content.js';
import { serveHome } from './routes/home.js';
import { serveLocations } from './routes/locations.js';
import { serveNotifications } from './routes/notifications.js';
import { serveOrders } from './routes/orders.js';
import { servePoints } from './routes/points.js';
import { serveWallet } from './routes/wallet.js';
import { DemoStore } from './state.js';
import { isStorefrontOrigin } from './storefront-origin.js';

export interface DemoApiOptions {
  /** Where the JSON snapshot lives; without it the data lives in memory only. */
  dataFile?: string;
  /**
   * The storefronts' origins: the only sites whose browsers may call the API (CORS) and that the
   * payment page sends customers back to. Default: a storefront on this machine, any port.
   */
  storefrontOrigins?: readonly string[];
}

/** The demo store API: `fetch` for servers and MSW, and what it serves. */
export interface DemoApi {
  fetch: (request: Request) => Response | Promise<Response>;
  store: DemoStore;
  /** Ids of the contract's calls this API answers. */
  servedCallIds: ReadonlySet<string>;
}

/**
 * The demo API: implements the store API contract of `@matjar/api-client` with seed data, for
 * local runs, end-to-end tests, unit tests (through MSW) and Storybook.
 */
export function createDemoApi({ dataFile, storefrontOrigins }: DemoApiOptions = {}): DemoApi {
  const store = new DemoStore(dataFile);
  store.isStorefront = (address) => isStorefrontOrigin(address, storefrontOrigins);
  const served = new Set<string>();
  const app = new Hono();
  app.use(
    '*',
    cors({
      // Only the storefront's pages may call the API from a browser.
      origin: (origin) => (isStorefrontOrigin(origin, storefrontOrigins) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'lang', 'Idempotency-Key', 'Accept'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.get('/health', (c) => c.json({ key: 'success', msg: '', data: { status: 'ok' } }));
  app.post('/__demo/reset', (c) => {
    store.reset();
    return c.json({ key: 'success', msg: '', data: null });
  });

  servePaymentPage(app, store);
  for (const serve of [
    serveAuth,
    serveHome,
    serveContent,
    serveCatalog,
    serveStockAlerts,
    serveLocations,
    serveCart,
    serveOrders,
    serveChat,
    serveWallet,
    servePoints,
    serveBankAccounts,
    servePushStream,
    serveComplaints,
    serveNotifications,
  ]) {
    serve(app, store, served);
  }

  app.notFound((c) =>
    c.json(
      { key: 'fail', msg: messageOf('notFound', langOf(c.req.header('lang'))), data: null },
      404,
    ),
  );
  app.onError((error, c) => {
    console.error('[demo-api]', error);
    return c.json({ key: 'exception', msg: '', data: null }, 500);
  });
  return { fetch: (request) => app.fetch(request), store, servedCallIds: served };
}
