import { serve } from '@hono/node-server';
import { createDemoApi } from './app.js';

const port = Number(process.env['PORT'] ?? 3333);
const server = serve({ fetch: createDemoApi().fetch, port }, () => {
  console.log(`Matjar demo API on http://localhost:${port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
