// The servers a bench run starts: the built demo API and storefront, and the floor's static server.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * @typedef {{ url: string, stop: () => Promise<void>, pid?: number }} RunningServer
 */

/**
 * Waits until `url` answers with a success, for at most 60 s.
 * @param {string} url
 */
export async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * Starts a built Node server of the repository and waits for it to answer `readyPath`.
 * @param {{ root: string, script: string, port: number, readyPath: string, env: Record<string, string>, nodeArgs?: string[] }} options
 * @returns {Promise<RunningServer>}
 */
export async function startNodeServer({ root, script, port, readyPath, env, nodeArgs = [] }) {
  const path = join(root, script);
  const child = spawn(process.execPath, [...nodeArgs, path], {
    cwd: join(path, '..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  await Promise.race([
    waitFor(`${url}${readyPath}`),
    exited.then((code) => {
      throw new Error(`${script} exited (${String(code)}) before answering on port ${port}`);
    }),
  ]);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const types = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
});

/**
 * A tiny static server for the floor page: precompressed files, chosen by Accept-Encoding.
 * @param {string} folder
 * @param {number} port
 * @returns {Promise<RunningServer>}
 */
export async function startStaticServer(folder, port) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const name = normalize(pathname === '/' ? '/index.html' : pathname);
    const file = join(folder, name);
    if (name.includes('..') || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    const body = readFileSync(suffix && existsSync(file + suffix) ? file + suffix : file);
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control':
        extname(file) === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...(suffix && existsSync(file + suffix) ? { 'Content-Encoding': encoding ?? '' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
