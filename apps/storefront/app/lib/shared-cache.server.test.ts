// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPublicCache } from '@matjar/api-client';
import { type RedisAnswerStore, redisAnswerStore } from './shared-cache.server.js';

// Debian's redis-server, which `.ci/run` installs where it is missing, started by this test.

/** A port no one listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts Redis on `port`, in memory only; resolves once it accepts connections. */
function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    redis.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve(redis);
    });
    redis.on('error', reject);
    redis.on('exit', (code) => reject(new Error(`redis-server stopped (${code}): ${output}`)));
  });
}

const stopRedis = (redis: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (redis.exitCode !== null) return resolve();
    redis.once('exit', () => resolve());
    redis.kill('SIGKILL');
  });

/** A replica's own way to the store API: the answers it gets, counted. */
function storeApi(data: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ key: 'success', msg: '', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  return { fetch, asked: () => fetch.mock.calls.length };
}

const homeRequest = () => new Request('http://store.test/api/home', { headers: { lang: 'ar' } });

describe('the store answers shared by the replicas through Redis', () => {
  let port = 0;
  let redis: ChildProcess | undefined;
  let shared: RedisAnswerStore;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    shared = redisAnswerStore(`redis://127.0.0.1:${port}`);
    await vi.waitFor(() => expect(shared.isReady()).toBe(true), { timeout: 10_000 });
  }, 30_000);

  afterAll(async () => {
    await shared.close();
    if (redis) await stopRedis(redis);
  });

  it('says when its first connection is made, and when one could not be made', async () => {
    const another = redisAnswerStore(`redis://127.0.0.1:${port}`);
    await another.started;
    expect(another.isReady()).toBe(true);
    await another.close();
    const absent = redisAnswerStore(`redis://127.0.0.1:${await freePort()}`);
    await absent.started;
    expect(absent.isReady()).toBe(false);
    await absent.close();
  });

  it('answers a second replica from what the first kept, without asking the store', async () => {
    const first = storeApi({ banners: ['first'] });
    const second = storeApi({ banners: ['second'] });
    const replicaA = createPublicCache({ ttlMs: 5_000, fetch: first.fetch, shared });
    const replicaB = createPublicCache({ ttlMs: 5_000, fetch: second.fetch, shared });
    await (await replicaA(homeRequest())).text();
    // Written in the background: the second replica asks once it is there.
    await vi.waitFor(async () =>
      expect(await shared.get('ar http://store.test/api/home')).toBeTruthy(),
    );
    const answer = await replicaB(homeRequest());
    expect(await answer.json()).toMatchObject({ data: { banners: ['first'] } });
    expect(first.asked()).toBe(1);
    expect(second.asked()).toBe(0);
  });

  it('asks the store while Redis is away, and shares again once it is back', async () => {
    if (redis) await stopRedis(redis);
    await vi.waitFor(() => expect(shared.isReady()).toBe(false), { timeout: 10_000 });
    const during = storeApi({ banners: ['during'] });
    const replica = createPublicCache({ ttlMs: 5_000, fetch: during.fetch, shared });
    const answer = await replica(new Request('http://store.test/api/categories'));
    expect(await answer.json()).toMatchObject({ data: { banners: ['during'] } });
    expect(during.asked()).toBe(1);

    redis = await startRedis(port);
    await vi.waitFor(() => expect(shared.isReady()).toBe(true), { timeout: 15_000 });
    await shared.set('ar http://store.test/api/settings', '{"kept":true}', 5_000);
    expect(await shared.get('ar http://store.test/api/settings')).toBe('{"kept":true}');
  }, 30_000);
});
