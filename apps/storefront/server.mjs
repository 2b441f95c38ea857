#!/usr/bin/env node
// Production server of the storefront: hashed assets with long cache lifetimes, everything else
// rendered by React Router and streamed.
import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express from 'express';

const root = import.meta.dirname;
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '0.0.0.0';

const app = express();
app.disable('x-powered-by');

app.use(
  '/assets',
  express.static(join(root, 'build/client/assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
    fallthrough: false,
  }),
);
app.use(express.static(join(root, 'build/client'), { maxAge: '1h', index: false }));
app.all(
  '*',
  createRequestHandler({
    build: () => import(join(root, 'build/server/index.js')),
    mode: process.env.NODE_ENV ?? 'production',
  }),
);

const server = app.listen(port, host, () => {
  console.log(`Matjar storefront on http://localhost:${port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
