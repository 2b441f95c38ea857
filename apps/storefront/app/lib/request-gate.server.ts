import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from '../performance/page-cache.server.js';

/**
 * The most segments a path the app serves has: `/orderDetailes/12/returnDetails` has three. A
 * path with more can match no route but the not-found one.
 */
export const MAX_PATH_SEGMENTS = 8;

/** The longest path (as sent, percent-encoded) the app serves; no route's path comes near it. */
export const MAX_PATH_LENGTH = 512;

/** The methods a page answers: reading it, and sending its forms. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** The path a request no route can match is rendered as: the not-found page, in its language. */
export const UNROUTABLE_PATH = '/__not-found';

export type GateDecision =
  | { kind: 'pass' }
  | { kind: 'method-not-allowed' }
  /** Rendered as the not-found page at `url`, without matching the path it was sent for. */
  | { kind: 'not-found'; url: string };

/** Whether every percent escape of a path is one that decodes to UTF-8 text. */
function decodes(path: string): boolean {
  try {
    // The result is used: a call whose result is dropped is one a bundler may drop as pure.
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
}

/**
 * What to do with a request before it is rendered: the page's own methods pass; a path no route
 * can match (too long, too many segments, or with escapes that are not text, such as `/%C0%AF`)
 * is answered by the localized not-found page at once. Matching such a path costs the router time
 * that grows with the square of its segments (7,500 segments: seconds, with every other request
 * waiting), and decoding a broken one fails in the server as a bare "Bad Request".
 *
 * @example
 * requestGateDecision('GET', '/x/x/x/x/x/x/x/x/x'); // { kind: 'not-found', url: '/__not-found' }
 */
export function requestGateDecision(method: string, url: string): GateDecision {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { kind: 'method-not-allowed' };
  }
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const isData = path.endsWith('.data');
  const segments = path.split('/').filter(Boolean).length;
  if (path.length > MAX_PATH_LENGTH || segments > MAX_PATH_SEGMENTS || !decodes(path)) {
    return { kind: 'not-found', url: isData ? `${UNROUTABLE_PATH}.data` : UNROUTABLE_PATH };
  }
  return { kind: 'pass' };
}

/**
 * The server's first step for every request: `X-Content-Type-Options: nosniff` on every answer
 * (files, the manifest, the workers, pages), `405` with `Allow` for a method no page answers, and
 * the not-found page for a path no route can match (`requestGateDecision`).
 */
export function requestGate(): Middleware {
  return (req: IncomingMessage, res: ServerResponse, next) => {
    // When the head is written, so that a page's own headers (which add theirs) are not doubled.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.hasHeader('x-content-type-options')) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      }
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    const decision = requestGateDecision(req.method ?? 'GET', req.url ?? '/');
    if (decision.kind === 'method-not-allowed') {
      res.statusCode = 405;
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end();
      return;
    }
    if (decision.kind === 'not-found') {
      // React Router reads the address Express kept (`originalUrl`), not the one being routed.
      req.url = decision.url;
      Object.assign(req, { originalUrl: decision.url });
    }
    next();
  };
}
