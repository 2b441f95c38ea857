import { describe, expect, it } from 'vitest';
import { factsInSource, routeFactsTable } from '../../../../tools/vite/route-facts.js';
import { htmlCacheControl } from './cache-control.js';
import { pageFactsOf, resolvePageFacts } from './route-facts.js';

describe('the facts of the storefront’s routes', () => {
  it.each([
    '/orders',
    '/orders/newOrders',
    '/orderDetailes/9',
    '/orderDetailes/9/chat',
    '/schedulesOrders',
    '/tracking',
    '/cart',
    '/cart/summary',
    '/cart/completed',
    '/wallet',
    '/wallet/points',
    '/myAddresses',
    '/complaints/new',
    '/notifications',
    '/profile/password',
  ])('keep %s for customers, out of every cache and of search engines', (path) => {
    expect(pageFactsOf(path)).toMatchObject({
      access: 'customer',
      cache: 'no-store',
      indexed: false,
    });
    expect(htmlCacheControl(path)).toBe('no-store');
  });

  it.each(['/', '/products/12', '/categories/3', '/offers', '/aboutUs', '/join/delegate'])(
    'let anyone see %s, revalidated and indexed',
    (path) => {
      expect(pageFactsOf(path)).toMatchObject({ access: 'anyone', indexed: true });
      expect(htmlCacheControl(path)).toBe('private, no-cache');
    },
  );

  it('let a customer completing the profile open its form with the activation’s token', () => {
    expect(pageFactsOf('/profile/edit').access).toBe('activated');
  });

  it.each(['/auth', '/auth/sign-up', '/profile', '/favorites'])(
    'keep the visitor’s own %s out of caches and search engines',
    (path) => {
      expect(pageFactsOf(path)).toMatchObject({
        access: 'anyone',
        cache: 'no-store',
        indexed: false,
      });
    },
  );

  it('keep search results out of search engines but revalidate them', () => {
    expect(pageFactsOf('/search')).toMatchObject({ cache: 'revalidate', indexed: false });
  });

  it.each([
    ['/myAddresses', true],
    ['/cart/change-location', true],
    ['/tracking', true],
    ['/cart', false],
    ['/', false],
    ['/myAddressesX', false],
  ])('say whether %s shows a map (%s)', (path, map) => {
    expect(pageFactsOf(path).map).toBe(map);
  });

  it('match paths without regard to case, as React Router does', () => {
    expect(pageFactsOf('/CART').access).toBe('customer');
  });

  it('give a path no route knows the facts of a page anyone may see', () => {
    expect(pageFactsOf('/no/such/page')).toEqual(resolvePageFacts());
  });
});

describe('factsInSource', () => {
  const file = 'routes/example.tsx';

  it('reads the facts written in the handle, whatever its type annotation', () => {
    const source = `
      import type { RouteHandle } from '../lib/route-handle.js';
      export const handle = {
        access: 'customer',
        back: (params) => \`/orders/\${params.id}\`,
        startCalls: ['orders'],
        map: true,
      } satisfies RouteHandle;
      export default function Page() { return <main />; }`;
    expect(factsInSource(source, file)).toEqual({ access: 'customer', map: true });
    expect(factsInSource(`export const handle: X = { skeleton: 'grid' };`, file)).toEqual({
      skeleton: 'grid',
    });
  });

  it('gives no facts for a module without a handle', () => {
    expect(factsInSource('export default function Page() { return null; }', file)).toEqual({});
  });

  it('refuses a fact that is not written as a literal, naming the file', () => {
    expect(() =>
      factsInSource(`const who = 'customer'; export const handle = { access: who };`, file),
    ).toThrow(`${file}: the handle's access must be a string or boolean literal`);
  });

  it('refuses facts spread into the handle, and a handle that is not an object literal', () => {
    expect(() => factsInSource(`export const handle = { ...shared };`, file)).toThrow(/spread/);
    expect(() => factsInSource(`export const handle = makeHandle();`, file)).toThrow(
      /object literal/,
    );
  });
});

describe('routeFactsTable', () => {
  it('gives each route its whole path and adds a nested route’s facts to its parent’s', () => {
    const facts: Record<string, Record<string, string>> = {
      'account.tsx': { access: 'customer' },
      'wallet.tsx': { skeleton: 'grid' },
    };
    const table = routeFactsTable(
      [
        { index: true, file: 'home.tsx' },
        {
          path: 'account',
          file: 'account.tsx',
          children: [
            { index: true, file: 'overview.tsx' },
            { path: 'wallet/:id', file: 'wallet.tsx' },
          ],
        },
      ],
      (file) => facts[file] ?? {},
    );
    expect(table).toEqual([
      { path: '/' },
      { path: '/account', facts: { access: 'customer' } },
      { path: '/account', facts: { access: 'customer' } },
      { path: '/account/wallet/:id', facts: { access: 'customer', skeleton: 'grid' } },
    ]);
  });
});
