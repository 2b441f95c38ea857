import { newCustomer, signIn } from './customers.js';
import { expect, gotoHydrated, test } from './fixtures.js';

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

test.describe('headers and content security policy', () => {
  test('every page runs only the scripts carrying its own nonce, with the security headers', async ({
    request,
  }) => {
    const first = await request.get('/');
    const second = await request.get('/');
    const headers = first.headers();
    const policy = directivesOf(headers['content-security-policy'] ?? '');
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];

    expect(nonce).toBeTruthy();
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(headers['content-security-policy-report-only']).toContain(
      "require-trusted-types-for 'script'",
    );
    expect(headers).toMatchObject({
      'strict-transport-security': expect.stringContaining('max-age='),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('geolocation=(self)'),
      'cross-origin-opener-policy': 'same-origin',
    });

    // Every script and module preload of the page carries this response's nonce.
    const html = await first.text();
    const tags = html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(3);
    const withoutNonce = tags.filter(
      (tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('application/ld+json'),
    );
    expect(withoutNonce).toEqual([]);
  });

  test('customer pages are never stored; public pages are revalidated', async ({ request }) => {
    expect((await request.get('/profile')).headers()['cache-control']).toBe('no-store');
    expect((await request.get('/')).headers()['cache-control']).toBe('private, no-cache');
  });

  test('Maps’ sources are allowed only on pages that show a map', async ({ request }) => {
    const signedIn = {
      Cookie: `matjar_auth=${encodeURIComponent(
        JSON.stringify({ isLoggedIn: true, authUser: { id: 1, name: 'سارة', phone: '500000001' } }),
      )}`,
    };
    const policyOf = async (path: string) =>
      directivesOf(
        (await request.get(path, { headers: signedIn })).headers()['content-security-policy'] ?? '',
      );
    const home = await policyOf('/');
    const addresses = await policyOf('/myAddresses');
    const checkoutAddress = await policyOf('/cart/change-location');
    expect(home.get('script-src')).not.toContain("'unsafe-eval'");
    expect(home.get('connect-src')?.some((source) => source.includes('googleapis'))).toBe(false);
    for (const policy of [addresses, checkoutAddress]) {
      expect(policy.get('connect-src')).toContain('https://*.googleapis.com');
      expect(policy.get('img-src')).toContain('https://*.gstatic.com');
    }
  });

  test('the pages a customer opens most run without a CSP violation or a token in a URL', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Amal');
    await signIn(page, customer);
    for (const path of ['/', '/notifications', '/myAddresses', '/orders', '/wallet', '/profile']) {
      await gotoHydrated(page, path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    // The guard of every test counts CSP violations and token leaks, and fails on any.
  });
});
