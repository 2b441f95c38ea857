import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';

/**
 * The storefront in production: three replicas behind a load balancer (Debian's HAProxy, which
 * `.ci/run` installs where it is missing) that terminates TLS for the public host, sharing the
 * store's public answers and visitors' pages through Redis. Under a steady load the replicas are
 * restarted one by one, one is killed outright and Redis is stopped: no visitor's page fails, the
 * store is asked once for each answer however many replicas need it, and the logs and metrics
 * account for every request. The store is the demo API, behind a gate that counts what it is asked.
 */

// With the suite's ports side by side (storefront N, API N + 1), the API's +95 to +97 would be the
// replicas' ports: the demo API and Redis take the API's +98 and +99, and the gate a free port.
const replicaPorts = [storefrontPort + 95, storefrontPort + 96, storefrontPort + 97] as const;
const balancerPort = storefrontPort + 98;
const demoApiPort = apiPort + 98;
const redisPort = apiPort + 99;
const balancer = `http://127.0.0.1:${balancerPort}`;

/** The name visitors reach the shop by; the balancer in front of the replicas answers it. */
const publicHost = 'shop.matjar.test';

/** Pages a visitor without cookies sees; the language's page sets a cookie, so it is drawn anew. */
const pages = ['/', '/products/1', '/categories/1', '/providers/1', '/?lang=en'] as const;

/** The route pattern each page is logged and counted under, whether drawn or kept. */
const routeOfPage: Record<string, string> = {
  '/': '/',
  '/products/1': '/products/:id',
  '/categories/1': '/categories/:id',
  '/providers/1': '/providers/:id',
  '/?lang=en': '/',
};

/** Requests the load keeps in flight at once: a few visitors clicking without a pause. */
const connections = 4;

const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir();

/** autocannon's programmatic API, as far as this spec uses it (the package has no types). */
interface LoadRequestData {
  headers: Record<string, string>;
  [option: string]: unknown;
}
type LoadContext = Record<string, unknown>;
interface LoadRequest {
  method: 'GET';
  path: string;
  setupRequest: (request: LoadRequestData, context: LoadContext) => LoadRequestData;
  onResponse: (
    status: number,
    body: string,
    context: LoadContext,
    headers: Record<string, string | string[]>,
  ) => void;
}
interface LoadResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
  requests: { sent: number };
}
interface LoadRun extends PromiseLike<LoadResult> {
  stop(): void;
  on(event: 'reqError', listener: (error: unknown) => void): LoadRun;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers: Record<string, string>;
  requests: LoadRequest[];
}) => LoadRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One storefront process after another on the same port, and the log they all write to. */
interface Replica {
  readonly name: string;
  readonly port: number;
  readonly log: string;
  /** Where the log stood when this spec first started the replica. */
  readonly from: number;
  /** Where the log stood when the running process started: its own lines follow. */
  since: number;
  process: ChildProcess | undefined;
}

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

const replicas: Replica[] = replicaPorts.map((port, index) => {
  const log = join(runDir, `storefront-${port}.log`);
  return {
    name: `replica${index + 1}`,
    port,
    log,
    from: sizeOf(log),
    since: sizeOf(log),
    process: undefined,
  };
});

function startReplica(replica: Replica): void {
  replica.since = sizeOf(replica.log);
  replica.process = startServer('apps/storefront/server.mjs', {
    PORT: String(replica.port),
    HOST: '127.0.0.1',
    MATJAR_API_URL: `http://127.0.0.1:${gatePort}/`,
    MATJAR_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    MATJAR_TRUSTED_PROXIES: 'loopback',
    // The store's public answers and the visitors' pages outlive the whole spec.
    MATJAR_API_CACHE_SECONDS: '300',
    // Longer than the balancer takes to see a stopping replica as not ready (a check every 300 ms).
    MATJAR_SHUTDOWN_GRACE_SECONDS: '2',
    // The spec counts every question the store is asked: a replica starting under this load on a
    // shared machine may take longer than the default 50 ms to hear from Redis.
    MATJAR_REDIS_WAIT_MS: '2000',
    MATJAR_DRAIN_SECONDS: '10',
    // Links name the address the balancer forwards, and the metrics answer this machine.
    MATJAR_PUBLIC_URL: '',
    MATJAR_METRICS_TOKEN: '',
  });
}

const readyz = (replica: Replica) => `http://127.0.0.1:${replica.port}/readyz`;

/** A process's end: its exit code, or the signal that ended it. */
function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return once(child, 'exit').then(([code, signal]) => ({
    code: typeof code === 'number' ? code : null,
    signal: typeof signal === 'string' ? signal : null,
  }));
}

/** A replica's JSON log lines, from `offset` of its log on. */
function linesOf(replica: Replica, offset: number): Record<string, unknown>[] {
  return readFileSync(replica.log)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// The store, behind a gate that counts what it is asked for the visitors' pages, by language and
// path (the replicas' readiness question, `GET /`, is not one of them), and that holds the first
// call made for the request of `heldRequest`, leaving that page in flight.
let gate: Server | undefined;
let gatePort = 0;
const storeAsked = new Map<string, number>();
const asksNow = () => new Map(storeAsked);
const heldRequest = 'in-flight-on-a-dying-replica';
const held: ServerResponse[] = [];

async function passToStore(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = request.url ?? '/';
  if (request.headers['x-request-id'] === heldRequest) {
    if (held.length === 0) {
      held.push(response);
      return;
    }
  } else if (path !== '/') {
    const key = `${String(request.headers['lang'] ?? '')} ${path}`;
    storeAsked.set(key, (storeAsked.get(key) ?? 0) + 1);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
      headers.set(name, value);
    }
  }
  const answer = await fetch(`http://localhost:${demoApiPort}${path}`, {
    method: request.method,
    headers,
  });
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, {
    'Content-Type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(body);
}

let api: ChildProcess | undefined;
let redis: ChildProcess | undefined;
let haproxy: ChildProcess | undefined;

/** Debian's redis-server on its port, in memory only; resolves once it accepts connections. */
function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output = `${output}${String(chunk)}`.slice(-4_000);
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output = `${output}${String(chunk)}`.slice(-4_000);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`redis-server stopped (${code}): ${output}`)));
  });
}

/** Debian's HAProxy: not on every user's PATH. */
const haproxyBinary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/**
 * The load balancer, as a TLS-terminating proxy would be set up: it tells the replicas the request
 * came over HTTPS for the public host, sends requests only to replicas whose `/readyz` says ready,
 * and sends a request again to another replica when its replica refused it, closed the connection
 * without an answer, took too long or answered 503. Each answer names the replica that gave it and
 * the request it answers (its `X-Request-Id`), which the balancer's log holds too. A request naming
 * a replica (`X-Replica`) goes to it first, as a session pinned to a replica would.
 */
const balancerConfig = () => `
global
  maxconn 256
  nbthread 1
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  timeout connect 1s
  timeout client 30s
  timeout server 10s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend shop
  bind 127.0.0.1:${balancerPort}
  http-request set-header X-Forwarded-Proto https
  http-request set-header X-Forwarded-Host ${publicHost}
  http-request capture req.hdr(x-request-id) len 64
  http-request set-var(txn.asked) req.hdr(x-request-id)
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 300ms fall 1 rise 1
  http-response set-header X-Served-By %[srv_name]
  http-response set-header X-Answered-For %[var(txn.asked)]
${replicas.map((replica) => `  use-server ${replica.name} if { req.hdr(x-replica) -m str ${replica.name} }`).join('\n')}
${replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port} check`).join('\n')}
`;

/** What the balancer logs: one line for each request, with the visitor's port and request id. */
const balancerLog = join(runDir, `haproxy-${balancerPort}.log`);

function startBalancer(): ChildProcess {
  const config = join(runDir, `haproxy-${balancerPort}.cfg`);
  writeFileSync(config, balancerConfig());
  // Refused here, with HAProxy's own words, rather than as a balancer that never answers.
  execFileSync(haproxyBinary, ['-c', '-q', '-f', config], { stdio: 'pipe' });
  const log = openSync(balancerLog, 'a');
  return spawn(haproxyBinary, ['-f', config, '-db'], { stdio: ['ignore', log, log] });
}

/** A page as a visitor of the public host asks for it, through `origin` (no cookie). */
function visit(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; html: string }> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(new URL(path, origin), { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

const asVisitor = { host: publicHost };

/** The links a page gives of itself: canonical, and its alternates by language. */
function linksOf(html: string) {
  const hrefOf = (tag: string | undefined) => /\bhref="([^"]*)"/.exec(tag ?? '')?.[1];
  const tags = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const alternate = (lang: string) =>
    hrefOf(
      tags.find(
        (tag) =>
          /\brel="alternate"/.test(tag) && new RegExp(`\\bhreflang="${lang}"`, 'i').test(tag),
      ),
    );
  return {
    canonical: hrefOf(tags.find((tag) => /\brel="canonical"/.test(tag))),
    ar: alternate('ar'),
    en: alternate('en'),
    xDefault: alternate('x-default'),
  };
}

/** What a visitor of the load got: the request's id, the page, its status and who answered. */
interface Answered {
  id: string;
  path: string;
  status: number;
  servedBy: string;
  /** The id the storefront answered with: the request's own, even for a page it kept. */
  requestId: string;
  /** The moment of the run it came in. */
  phase: 'replicas restarting' | 'redis stopped';
}
const answered: Answered[] = [];
let phase: Answered['phase'] = 'replicas restarting';
const loadErrors: string[] = [];
let load: LoadRun | undefined;
let loadResult: LoadResult | undefined;
/** The ids the load gives its requests (the replicas log them as the proxy's), and their pages. */
const loadTag = `load-${Date.now().toString(36)}`;
const sent = new Map<string, string>();

/** The store's asks after the pages were first drawn, and just before Redis stopped. */
let asksAfterWarming = new Map<string, number>();
let asksBeforeRedisStopped = new Map<string, number>();

const header = (headers: Record<string, string | string[]>, name: string) => {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return Array.isArray(entry?.[1]) ? entry[1].join(', ') : (entry?.[1] ?? '');
};

/**
 * Visitors asking for the pages in turn through the balancer, each request with an id of its own.
 * An answer is known by the id the balancer says it answers, not by the order answers come in: a
 * connection the balancer closed would leave the load's queue of requests one behind.
 */
function startLoad(): LoadRun {
  const requests = pages.map((path): LoadRequest => ({
    method: 'GET',
    path,
    setupRequest: (request) => {
      const id = `${loadTag}-${sent.size + 1}`;
      sent.set(id, path);
      return { ...request, headers: { ...request.headers, 'x-request-id': id } };
    },
    onResponse: (status, _body, _context, headers) => {
      const id = header(headers, 'x-answered-for');
      answered.push({
        id,
        path: sent.get(id) ?? '',
        status,
        servedBy: header(headers, 'x-served-by'),
        requestId: header(headers, 'x-request-id'),
        phase,
      });
    },
  }));
  const run = autocannon({
    url: balancer,
    connections,
    // An upper bound only: the run is stopped once the replicas and Redis have gone through it all.
    // Three restarts on a machine whose cores are both busy have taken over 60 s.
    duration: 240,
    timeout: 10,
    headers: {
      ...asVisitor,
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36',
    },
    requests,
  });
  run.on('reqError', (error) => loadErrors.push(String(error)));
  return run;
}

/** The visitors' ports the balancer logged requests of the load from. */
function loadPortsLogged(): Set<string> {
  const ports = new Set<string>();
  const pattern = new RegExp(String.raw`^127\.0\.0\.1:(\d+) .*\{${loadTag}-\d+\}`, 'gm');
  for (const [, port] of readFileSync(balancerLog, 'utf8').matchAll(pattern)) {
    if (port) ports.add(port);
  }
  return ports;
}

/** Whether `replica` has answered a request of the load since the `after`th answer. */
const servedSince = (replica: Replica, after: number) =>
  answered.slice(after).some((answer) => answer.servedBy === replica.name && answer.status === 200);

/** `matjar_http_requests_total` of a replica's metrics, by route, method and status. */
function requestsCounted(text: string): Map<string, number> {
  const counted = new Map<string, number>();
  const pattern =
    /^matjar_http_requests_total\{route="([^"]*)",method="([^"]*)",status="(\d+)"\} (\d+)$/gm;
  for (const [, route, method, status, count] of text.matchAll(pattern)) {
    counted.set(`${route} ${method} ${status}`, Number(count));
  }
  return counted;
}

test.describe('three replicas behind a load balancer, sharing a cache through Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    api = startServer('apps/demo-api/dist/main.js', {
      PORT: String(demoApiPort),
      DEMO_API_DATA: join(runDir, `demo-api-${demoApiPort}.json`),
    });
    gate = createServer((request, response) => {
      void passToStore(request, response).catch(() => response.destroy());
    });
    gate.listen(0, '127.0.0.1');
    await once(gate, 'listening');
    gatePort = (gate.address() as AddressInfo).port;
    redis = await startRedis();
    await waitForServer(`http://localhost:${demoApiPort}/health`);
    for (const replica of replicas) startReplica(replica);
    for (const replica of replicas) await waitForServer(readyz(replica));
    haproxy = startBalancer();
    await waitForServer(`${balancer}/healthz`);
  });

  test.afterAll(async () => {
    load?.stop();
    if (load) await load;
    const running = [api, redis, haproxy, ...replicas.map((replica) => replica.process)];
    await Promise.all(
      running.map((child) => {
        if (!child) return undefined;
        const exited = exitOf(child);
        child.kill('SIGKILL');
        return exited;
      }),
    );
    for (const response of held.splice(0)) response.destroy();
    gate?.close();
  });

  test('a page drawn by one replica is served by the others without asking the store', async () => {
    const servedBy = new Map(pages.map((path) => [path, new Set<string>()]));
    const roundThePages = async () => {
      for (const path of pages) {
        const page = await visit(balancer, path, asVisitor);
        expect(page.status).toBe(200);
        servedBy.get(path)?.add(String(page.headers['x-served-by']));
      }
    };
    await roundThePages();
    asksAfterWarming = asksNow();
    // Every answer the pages are made of was asked for once: each later call found it in Redis.
    expect(asksAfterWarming.size).toBeGreaterThan(pages.length);
    expect([...asksAfterWarming.values()].every((count) => count === 1)).toBe(true);

    // Round the pages again until each replica has served each of them (three rounds in all while
    // the balancer takes the three replicas in turn), and the store is asked nothing more.
    const everyPageEverywhere = () =>
      [...servedBy.values()].every((names) => names.size === replicas.length);
    for (let rounds = 1; rounds < 6 && !everyPageEverywhere(); rounds += 1) await roundThePages();
    expect(everyPageEverywhere()).toBe(true);
    expect(asksNow()).toEqual(asksAfterWarming);
  });

  test('replicas restarted, one killed, and Redis stopped under load: no page fails, the store is asked once', async () => {
    load = startLoad();
    void load.then((result) => {
      loadResult = result;
    });
    // The load is running before any replica stops.
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(20);

    for (const [index, replica] of replicas.entries()) {
      const child = replica.process;
      if (!child) throw new Error(`${replica.name} is not running`);
      const exited = exitOf(child);
      // The first two are stopped as a supervisor does; the last one dies without a word, while
      // it draws a page whose data the store has not sent yet.
      const isKilled = index === replicas.length - 1;
      const inFlight = isKilled
        ? visit(balancer, '/products/2', {
            ...asVisitor,
            'x-replica': replica.name,
            'x-request-id': heldRequest,
          })
        : undefined;
      if (inFlight) await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
      child.kill(isKilled ? 'SIGKILL' : 'SIGTERM');
      expect(await exited).toEqual(
        isKilled ? { code: null, signal: 'SIGKILL' } : { code: 0, signal: null },
      );
      if (inFlight) {
        // The balancer sent that page again to another replica, which drew it in full.
        const page = await inFlight;
        expect(page.status).toBe(200);
        expect(page.headers['x-served-by']).not.toBe(replica.name);
        expect(page.html).toContain('</html>');
      }
      const restartedAt = answered.length;
      startReplica(replica);
      await waitForServer(readyz(replica));
      // The balancer sends it visitors again, and it serves them with an empty memory of its own.
      await expect
        .poll(() => servedSince(replica, restartedAt) || loadResult !== undefined, {
          timeout: 30_000,
        })
        .toBe(true);
      expect(loadResult, 'the load ran out before the replicas were all restarted').toBeUndefined();
      expect(servedSince(replica, restartedAt)).toBe(true);
    }

    asksBeforeRedisStopped = asksNow();
    const redisStoppedAt = answered.length;
    phase = 'redis stopped';
    const redisExited = exitOf(redis as ChildProcess);
    redis?.kill('SIGKILL');
    await redisExited;
    // Every replica goes on serving every page, from what it keeps itself.
    const servedWithoutRedis = () =>
      replicas.every((replica) =>
        pages.every((path) =>
          answered
            .slice(redisStoppedAt)
            .some(
              (answer) =>
                answer.servedBy === replica.name && answer.path === path && answer.status === 200,
            ),
        ),
      );
    await expect.poll(servedWithoutRedis, { timeout: 30_000 }).toBe(true);
    expect(loadResult, 'the load ran out before Redis was stopped for long').toBeUndefined();

    load.stop();
    const result = await load;
    loadResult = result;
    console.log(
      `load: ${result.requests.sent} requests sent, ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ` +
        `${result.errors} errors, ${result.timeouts} timeouts in ${result.duration} s; ` +
        `${answered.filter((answer) => answer.phase === 'redis stopped').length} answers without Redis; ` +
        `store asked ${[...asksAfterWarming.values()].reduce((sum, count) => sum + count, 0)} times ` +
        `for ${asksAfterWarming.size} answers while warming, ` +
        `${[...asksBeforeRedisStopped.values()].reduce((sum, count) => sum + count, 0)} by the time ` +
        `Redis stopped, ${[...asksNow().values()].reduce((sum, count) => sum + count, 0)} at the end`,
    );

    // No visitor saw a failure: the killed replica's requests were sent again to another one.
    expect(loadErrors).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(answered.length);
    expect(answered.filter((answer) => answer.status !== 200 || !sent.has(answer.id))).toEqual([]);
    expect(new Set(answered.map((answer) => answer.id)).size).toBe(answered.length);
    // None lost without a word either: the balancer closed no visitor's connection (each would come
    // back from a new port), and every request but those in flight when the load stopped (one on
    // each connection at most) was answered.
    expect(loadPortsLogged().size).toBe(connections);
    expect(sent.size - answered.length).toBeLessThanOrEqual(connections);

    // While Redis was up, the store was asked nothing more, though each replica restarted empty.
    expect(asksBeforeRedisStopped).toEqual(asksAfterWarming);
    // Without it, each replica asks at most once for what it does not keep itself.
    const asksAtEnd = asksNow();
    expect([...asksAtEnd.keys()].sort()).toEqual([...asksAfterWarming.keys()].sort());
    for (const [key, count] of asksAtEnd) {
      expect(count - (asksBeforeRedisStopped.get(key) ?? 0), key).toBeLessThanOrEqual(
        replicas.length,
      );
    }
    // Each replica says it lost the shared cache and went on with its own.
    for (const replica of replicas) {
      expect(
        linesOf(replica, replica.since).some((line) =>
          /^shared cache unavailable/.test(String(line['msg'])),
        ),
        replica.name,
      ).toBe(true);
    }
  });

  test('the logs hold one line for each page the load was answered, and the metrics count them', async () => {
    expect(loadResult).toBeDefined();
    /** The load's lines, by request id, with the replica that wrote them. */
    const logged = new Map<string, { replica: string; line: Record<string, unknown> }[]>();
    for (const replica of replicas) {
      for (const line of linesOf(replica, replica.from)) {
        const id = String(line['requestId'] ?? '');
        if (line['msg'] !== 'request' || !id.startsWith(`${loadTag}-`)) continue;
        logged.set(id, [...(logged.get(id) ?? []), { replica: replica.name, line }]);
      }
    }
    // A request sent again by the balancer is answered, and logged, by one replica only.
    expect([...logged.values()].filter((lines) => lines.length > 1)).toEqual([]);

    // Each answer logged by the replica the balancer names, with the page's path and status. (All
    // checked at once: the store's gate answers from this process, and the replicas are not ready
    // while it is held up.)
    const unlogged = answered.filter((answer) => !logged.has(answer.id));
    const misLogged = answered.filter((answer) => {
      const [first] = logged.get(answer.id) ?? [];
      if (!first) return false;
      const { line } = first;
      return !(
        first.replica === answer.servedBy &&
        line['method'] === 'GET' &&
        line['path'] === new URL(answer.path, balancer).pathname &&
        line['route'] === routeOfPage[answer.path] &&
        line['status'] === 200 &&
        typeof line['durationMs'] === 'number'
      );
    });
    expect(misLogged).toEqual([]);
    // Every answer, a kept page's too, names the request it answers.
    expect(answered.filter((answer) => answer.requestId !== answer.id)).toEqual([]);
    // Only a killed process loses lines: those of the answers it had sent, at most one for each
    // request in flight, when it died before writing them.
    const killed = replicas[replicas.length - 1]?.name;
    expect(unlogged.filter((answer) => answer.servedBy !== killed)).toEqual([]);
    expect(unlogged.length).toBeLessThanOrEqual(connections);
    // And only the requests in flight when the load stopped were logged without being received.
    const received = new Set(answered.map((answer) => answer.id));
    const notReceived = [...logged.keys()].filter((id) => !received.has(id));
    expect(notReceived.length).toBeLessThanOrEqual(connections);
    console.log(
      `logs: ${logged.size} lines for the load's requests; ${answered.length} answers received, ` +
        `${unlogged.length} of them unlogged (the killed replica's), ${notReceived.length} logged ` +
        'but not received (in flight when the load stopped)',
    );

    // Each replica's metrics (asked on this machine) count exactly what its running process logged.
    // A page of the load the balancer had passed on before the load stopped may still be drawn
    // and end between the two readings: they agree once it has.
    for (const replica of replicas) {
      let pagesCounted = new Map<string, number>();
      const disagreement = async () => {
        const metrics = await fetch(`http://127.0.0.1:${replica.port}/metrics`);
        expect(metrics.status).toBe(200);
        const counted = requestsCounted(await metrics.text());
        const fromLog = new Map<string, number>();
        for (const line of linesOf(replica, replica.since)) {
          if (line['msg'] !== 'request') continue;
          const key = `${String(line['route'])} ${String(line['method'])} ${String(line['status'])}`;
          fromLog.set(key, (fromLog.get(key) ?? 0) + 1);
        }
        pagesCounted = new Map(
          [...counted].filter(([key]) => !/^\/(healthz|readyz|metrics) /.test(key)),
        );
        const keys = new Set([...pagesCounted.keys(), ...fromLog.keys()]);
        return [...keys]
          .filter((key) => pagesCounted.get(key) !== fromLog.get(key))
          .map(
            (key) =>
              `${key}: counted ${String(pagesCounted.get(key))}, logged ${String(fromLog.get(key))}`,
          );
      };
      await expect.poll(disagreement, { message: replica.name, timeout: 30_000 }).toEqual([]);
      // Among them, the pages of the load the running process answered.
      const loadAnswered = linesOf(replica, replica.since).filter(
        (line) =>
          line['msg'] === 'request' &&
          String(line['requestId']).startsWith(`${loadTag}-`) &&
          line['status'] === 200,
      ).length;
      const pagesAnswered = [...pagesCounted]
        .filter(([key]) => key.endsWith(' GET 200'))
        .reduce((sum, [, count]) => sum + count, 0);
      expect(loadAnswered, replica.name).toBeGreaterThan(0);
      expect(pagesAnswered, replica.name).toBeGreaterThanOrEqual(loadAnswered);
    }
  });

  test('behind the balancer, a page names itself by its public https address', async () => {
    const proxied = await visit(balancer, '/products/1', asVisitor);
    expect(proxied.status).toBe(200);
    expect(linksOf(proxied.html)).toEqual({
      canonical: `https://${publicHost}/products/1?lang=ar`,
      ar: `https://${publicHost}/products/1?lang=ar`,
      en: `https://${publicHost}/products/1?lang=en`,
      xDefault: `https://${publicHost}/products/1`,
    });

    // The balancer's own Host (its port) stays out of the public address it forwards.
    const ownHost = await visit(balancer, '/categories/1');
    expect(ownHost.status).toBe(200);
    expect(linksOf(ownHost.html).canonical).toBe(`https://${publicHost}/categories/1?lang=ar`);

    // Asked of a replica directly, without the balancer's word, the page keeps its own address.
    const replica = replicas[0] as Replica;
    const direct = await visit(`http://127.0.0.1:${replica.port}`, '/products/1');
    expect(direct.status).toBe(200);
    const links = linksOf(direct.html);
    expect(links.canonical).toBe(`http://127.0.0.1:${replica.port}/products/1?lang=ar`);
    expect(Object.values(links).every((href) => !href?.includes(publicHost))).toBe(true);
  });
});
