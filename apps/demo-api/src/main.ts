import { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createDemoApi } from './app.js';

const port = Number(process.env['PORT'] ?? 3333);
const dataFile = resolve(process.env['DEMO_API_DATA'] ?? 'data/demo-api.json');
// The storefronts' origins, comma-separated; by default a storefront on this machine, any port.
const storefrontOrigins = process.env['DEMO_STOREFRONT_ORIGINS']
  ?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const demo = createDemoApi({ dataFile, ...(storefrontOrigins ? { storefrontOrigins } : {}) });
const server = serve({ fetch: demo.fetch, port }, () => {
  console.log(`Matjar demo API on http://localhost:${port} (data in ${dataFile})`);
});

// Clients keep a connection open to reuse it (browsers, the storefront's server, test runners);
// the server keeps an idle one longer than they do, so a request never meets a connection the
// server is closing at that moment (a reset, Node's 5 s default).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const shutdown = () => {
  demo.store.flush();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
