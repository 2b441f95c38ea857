import type { RouteConfigEntry } from '@react-router/dev/routes';
import { type RouteObject, matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../routes.js';
import { type RouteHandle, backOf } from './route-handle.js';

/** Every route module's `handle`, by its file under `app/`. */
const handles = import.meta.glob<RouteHandle | undefined>('../routes/**/*.{ts,tsx}', {
  import: 'handle',
});

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const entries = flatten(routes);
const routeObjects = (list: readonly RouteConfigEntry[]): RouteObject[] =>
  list.map((entry) =>
    entry.index
      ? { index: true, id: entry.id ?? entry.file }
      : {
          path: entry.path,
          id: entry.id ?? entry.file,
          children: routeObjects(entry.children ?? []),
        },
  );

/** The page a path opens: its route's file, or `undefined` for the catch-all "not found". */
function pageOf(path: string): string | undefined {
  const url = new URL(path, 'https://matjar.test');
  const matched = matchRoutes(routeObjects(routes), url.pathname)?.at(-1);
  const entry = entries.find((candidate) => (candidate.id ?? candidate.file) === matched?.route.id);
  return entry && entry.path !== '*' ? entry.file : undefined;
}

/** A page without a way back: home, the bottom bar's pages, results, and what is not a page. */
const TOP_LEVEL = new Set([
  'routes/home.tsx',
  'routes/cart/cart.tsx',
  'routes/cart/completed.tsx',
  'routes/orders/orders.tsx',
  'routes/orders/order-details-link.tsx',
  'routes/profile/profile.tsx',
  'routes/profile/join-sent.tsx',
  'routes/auth/sign-in.tsx',
  'routes/not-found.tsx',
  'routes/bench-skeleton.tsx',
  'routes/lang.ts',
  'routes/build-info.ts',
  'routes/web-app-manifest.ts',
  'routes/push-worker.ts',
  'routes/seo/robots.ts',
  'routes/seo/sitemap-index.ts',
  'routes/seo/sitemap-file.ts',
]);

const loaded = new Map<string, RouteHandle | undefined>();

function handleOf(file: string): RouteHandle | undefined {
  if (!loaded.has(file)) throw new Error(`no module ${file}`);
  return loaded.get(file);
}

describe('the back arrow each route names', () => {
  // Every route module with what it imports: the whole app, once. A limit for a hang, as always.
  beforeAll(async () => {
    for (const file of new Set(entries.map((entry) => entry.file))) {
      const load = handles[`../${file}`];
      if (load) loaded.set(file, await load());
    }
  }, 300_000);

  it('every page below the top level names where its back arrow leads', () => {
    const files = [...new Set(entries.map((entry) => entry.file))];
    const withoutBack: string[] = [];
    for (const file of files) {
      const handle = handleOf(file);
      if (!backOf({ handle, params: { id: '7' } })) withoutBack.push(file);
    }
    expect(withoutBack.sort()).toEqual([...TOP_LEVEL].sort());
  });

  it("leads to a page of the store, never to the page itself or to 'not found'", () => {
    for (const entry of entries) {
      const back = backOf({ handle: handleOf(entry.file), params: { id: '7' } });
      if (!back) continue;
      const target = pageOf(back);
      expect(target, `${entry.file} → ${back}`).toBeDefined();
      expect(target, `${entry.file} → ${back}`).not.toBe(entry.file);
    }
  });

  it('a page under an order leads to that order', () => {
    const handle = handleOf('routes/orders/order-rate.tsx');
    expect(backOf({ handle, params: { id: '42' } })).toBe('/orderDetailes/42');
  });
});

describe('backOf', () => {
  it('reads a path, a function of the params, or nothing', () => {
    expect(backOf({ handle: { back: '/orders' }, params: {} })).toBe('/orders');
    expect(
      backOf({
        handle: { back: (params: { id?: string }) => `/x/${params.id ?? ''}` },
        params: { id: '3' },
      }),
    ).toBe('/x/3');
    expect(backOf({ handle: { startCalls: ['orders'] }, params: {} })).toBeUndefined();
    expect(backOf({ handle: undefined, params: {} })).toBeUndefined();
    expect(backOf({ handle: 'nonsense', params: {} })).toBeUndefined();
  });
});
