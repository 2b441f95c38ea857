import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createDemoApi } from './app.js';

const port = Number(process.env['PORT'] ?? 3333);
const dataFile = resolve(process.env['DEMO_API_DATA'] ?? 'data/demo-api.json');
const demo = createDemoApi({ dataFile });
const server = serve({ fetch: demo.fetch, port }, () => {
  console.log(`Matjar demo API on http://localhost:${port} (data in ${dataFile})`);
});

const shutdown = () => {
  demo.store.flush();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
