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

  test('a page that is not found carries the same policy and headers as every page', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const policy = directivesOf(response.headers()['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
    });
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

test.describe('the hosted payment page', () => {
  const texts = {
    ar: {
      recharge: 'شحن الرصيد',
      amount: /^المبلغ بالريال/,
      submit: 'المتابعة إلى الدفع',
      refused: 'تعذّر فتح صفحة الدفع بأمان، ولم يُخصم أي مبلغ. حاول مرة أخرى لاحقًا.',
    },
    en: {
      recharge: 'Recharge balance',
      amount: /^Amount in riyals/,
      submit: 'Continue to payment',
      refused:
        'The payment page could not be opened safely, so nothing was charged. Please try again later.',
    },
  } as const;

  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a payment page the store names on another site is not opened, and the customer is told`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'منيرة' : 'Munira');
      await signIn(page, customer);
      const elsewhere: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).hostname === 'pay.evil.example') elsewhere.push(sent.url());
      });
      // The store's answer is tampered with on the way: its payment page is on another site.
      await page.route(
        (url) => url.pathname.endsWith('/wallet/charge'),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          const answer = await route.fetch();
          const body = (await answer.json()) as { data: { payment_url: string } };
          body.data.payment_url = 'https://pay.evil.example/checkout';
          return route.fulfill({ response: answer, json: body });
        },
      );
      await gotoHydrated(page, `/wallet?lang=${lang}`);
      await page.getByRole('button', { name: t.recharge }).first().click();
      const dialog = page.getByRole('dialog', { name: t.recharge });
      await dialog.getByLabel(t.amount).fill('40');
      await dialog.getByRole('button', { name: t.submit }).click();

      await expect(page.getByText(t.refused, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/wallet');
      expect(elsewhere).toEqual([]);
      // The customer can start again at once.
      await page.getByRole('button', { name: t.recharge }).first().click();
      await expect(dialog.getByRole('button', { name: t.submit })).toBeEnabled();
    });
  }
});
