import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Customer, newCustomer, signIn, uniquePhone } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import {
  type PlacedOrder,
  addAddress,
  addToCart,
  advanceOrder,
  bearer,
  photo,
  placeOrder,
} from './store-api.js';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's WCAG 2.1 A/AA violations, once it has settled (no skeleton left). axe is evaluated
 * by the test runner, outside the page's CSP.
 */
async function violationsOf(page: Page): Promise<string[]> {
  await expect(page.locator('.mj-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return results.violations;
  }, WCAG_TAGS);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

type Lang = 'ar' | 'en';

const inLanguage = (path: string, lang: Lang) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** A page to check, and what shows it in its real state (not an error page) before axe runs. */
interface Visit {
  path: string;
  shows?: (page: Page) => Locator[];
  /**
   * How the customer gets there when the page lives on what an earlier step left in the tab (a
   * requested phone change); otherwise the page is opened by its address.
   */
  reach?: (page: Page) => Promise<void>;
}

/** The page speaks the language asked for, in its direction. */
async function expectLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * What the page shows wrong in the numbers the store formats: a price drawn without the riyal
 * sign, the abbreviation ("ر.س" / "SR") where the sign belongs, or Arabic-Indic digits beside the
 * Western ones every formatter writes (the demo's data is written with Western digits too).
 */
async function numberFaultsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const isShown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    for (const price of document.querySelectorAll('.mj-price__visual')) {
      const text = price.textContent ?? '';
      if (isShown(price) && !text.includes('\u20C1'))
        faults.push(`price without the sign: ${text}`);
    }
    const shown = document.body.innerText;
    for (const match of shown.matchAll(/ر\.س|\bSR\b/g)) {
      faults.push(
        `currency abbreviation: …${shown.slice(Math.max(0, match.index - 12), match.index + 12)}…`,
      );
    }
    for (const match of shown.matchAll(/[\u0660-\u0669\u06F0-\u06F9]+/g)) {
      faults.push(
        `Arabic-Indic digits: …${shown.slice(Math.max(0, match.index - 12), match.index + 12)}…`,
      );
    }
    return faults;
  });
}

/**
 * Opens a visit's page, checks that it shows what it should, and answers axe's violations and the
 * faults of the numbers it shows (`numberFaultsOf`).
 */
async function audit(page: Page, visit: Visit, lang: Lang): Promise<string[]> {
  if (visit.reach) {
    await visit.reach(page);
    await expect(page).toHaveURL(visit.path);
  } else {
    await gotoHydrated(page, inLanguage(visit.path, lang));
  }
  for (const content of visit.shows?.(page) ?? []) await expect(content).toBeVisible();
  await expectLanguage(page, lang);
  const found = [...(await violationsOf(page)), ...(await numberFaultsOf(page))];
  return found.map((violation) => `${visit.path}: ${violation}`);
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A number signed up and not activated yet: the activation page asks for its code. */
async function signedUpPhone(request: APIRequestContext): Promise<string> {
  const phone = uniquePhone();
  const response = await request.post(`${apiUrl}sign-up`, {
    multipart: { name: 'Reem', phone, password: '123456', accept: '1' },
  });
  expect(((await response.json()) as { key: string }).key).toBe('success');
  return phone;
}

/** Sends a delegate request as a visitor would; answers the number the store gave it. */
async function sentJoinRequest(request: APIRequestContext): Promise<string> {
  const cities = await request.get(`${apiUrl}countries/1/cities`);
  const [city] = ((await cities.json()) as { data: { id: number }[] }).data;
  const response = await request.post(`${apiUrl}delegate-requests`, {
    multipart: { name: 'Saad', phone: uniquePhone(), city_id: String(city?.id ?? 0) },
  });
  const body = (await response.json()) as { key: string; data: { number: string } };
  expect(body.key).toBe('success');
  return body.data.number;
}

/** Pages every visitor can open, with a number to activate and a join request just sent. */
const publicPages = (lang: Lang, phone: string, requestNumber: string): Visit[] => [
  ...[
    '/',
    '/categories/7',
    '/providers/4',
    '/providers/4/products',
    '/products/3',
    // Sold out: "Notify me when available" in place of "Add to cart".
    '/products/2',
    '/search',
    '/offers',
    '/newly-added',
    '/most-selling',
    '/aboutUs',
    '/termsAndConditions',
    '/termsAndPolicy',
    '/faqs',
    '/contactUs',
    '/auth',
    '/auth/sign-up',
    '/auth/restore-password',
    '/join/delegate',
    '/join/provider',
    '/profile',
    '/no-such-page',
  ].map((path) => ({ path })),
  {
    path: `/auth/activate?phone=${phone}`,
    shows: (page) => [
      heading(page, lang === 'ar' ? 'رمز التحقق' : 'Verification code'),
      page.getByRole('button', { name: lang === 'ar' ? 'تحقق' : 'Verify', exact: true }),
    ],
  },
  {
    path: `/join/sent?number=${requestNumber}`,
    shows: (page) => [
      heading(page, lang === 'ar' ? 'تم إرسال الطلب' : 'Request sent'),
      page.getByText(requestNumber, { exact: true }),
    ],
  },
];

/** The customer's orders, one in each state a page needs. */
interface CustomerOrders {
  /** Just placed. */
  placed: PlacedOrder;
  /** On its way, tracked live. */
  onTheWay: PlacedOrder;
  /** Received, to be rated and returned. */
  received: PlacedOrder;
  /** Received, with a return request under review. */
  returned: PlacedOrder;
}

/** Pages of a signed-in customer with an address, orders, a complaint and a product in the cart. */
const customerPages = (
  lang: Lang,
  { placed, onTheWay, received, returned }: CustomerOrders,
  complaint: { id: number; title: string },
  newPhone: string,
): Visit[] => {
  const t = (ar: string, en: string) => (lang === 'ar' ? ar : en);
  const orderLink = (page: Page, order: PlacedOrder) =>
    page.getByRole('link', { name: new RegExp(`${t('طلب رقم', 'Order')} ${order.number}`) });
  return [
    ...[
      '/cart',
      '/cart/summary',
      '/cart/change-location',
      '/orders',
      '/orders/cancelledOrders',
      '/schedulesOrders',
      `/orderDetailes/${placed.id}`,
      `/orderDetailes/${placed.id}/chat`,
      '/favorites',
      '/stock-alerts',
      '/notifications',
      '/complaints',
      '/complaints/new',
      '/myAddresses',
      '/wallet',
      '/wallet/points',
      '/wallet/bank-accounts',
      '/profile',
      '/profile/edit',
      '/profile/password',
    ].map((path) => ({ path })),
    {
      path: `/cart/completed?order_id=${placed.id}`,
      shows: (page) => [
        heading(page, t('تم إرسال طلبك بنجاح', 'Your order has been placed')),
        page.getByRole('link', { name: new RegExp(placed.number) }),
      ],
    },
    {
      path: `/tracking?order_id=${onTheWay.id}`,
      shows: (page) => [
        heading(page, t('تتبع الطلب', 'Track the order')),
        page.getByRole('progressbar', { name: t('المسافة المقطوعة', 'Distance covered') }),
      ],
    },
    { path: `/orderDetailes/${received.id}` },
    {
      path: `/orderDetailes/${received.id}/rate`,
      shows: (page) => [
        heading(page, t('تقييم الطلب', 'Rate the order')),
        page.getByRole('radiogroup').first(),
      ],
    },
    {
      path: `/orderDetailes/${received.id}/invoice`,
      shows: (page) => [
        heading(page, t('الفاتورة الضريبية', 'Tax invoice')),
        page.getByRole('article', { name: t('فاتورة ضريبية مبسطة', 'Simplified tax invoice') }),
      ],
    },
    {
      path: `/orderDetailes/${received.id}/return`,
      shows: (page) => [
        heading(page, t('استرجاع المنتجات', 'Return products')),
        page.getByRole('checkbox').first(),
      ],
    },
    {
      path: `/orderDetailes/${returned.id}/returnDetails`,
      shows: (page) => [
        heading(page, t('تفاصيل الاسترجاع', 'Return details')),
        page.getByText(t('قيد المراجعة', 'Under review'), { exact: true }),
      ],
    },
    {
      path: '/orders/returnOrders',
      shows: (page) => [orderLink(page, returned)],
    },
    {
      path: `/complaints/${complaint.id}`,
      shows: (page) => [heading(page, complaint.title)],
    },
    { path: '/profile/phone' },
    {
      path: '/profile/codePhone',
      reach: async (page) => {
        await gotoHydrated(page, inLanguage('/profile/phone', lang));
        await page.getByLabel(t('رقم الجوال الجديد', 'New phone number')).fill(newPhone);
        await page.getByRole('button', { name: t('إرسال الرمز', 'Send the code') }).click();
      },
      shows: (page) => [
        heading(page, t('رمز التحقق', 'Verification code')),
        page.getByText(`+966 ${newPhone.slice(0, 2)} ${newPhone.slice(2, 5)} ${newPhone.slice(5)}`),
      ],
    },
  ];
};

/** Places an order of one thobe and moves it on `steps` statuses. */
async function orderMovedOn(
  request: APIRequestContext,
  customer: Customer,
  locationId: number,
  steps: number,
): Promise<PlacedOrder> {
  const order = await placeOrder(request, customer, locationId, {
    lines: [{ product_id: 94, variant_id: 339, quantity: 1 }],
  });
  for (let step = 0; step < steps; step += 1) await advanceOrder(request, order.id);
  return order;
}

/** An order on its way that the customer confirms received: finished, to rate and return. */
async function receivedOrder(request: APIRequestContext, customer: Customer, locationId: number) {
  const order = await orderMovedOn(request, customer, locationId, 2);
  const response = await request.post(`${apiUrl}orders/${order.id}/receive`, {
    headers: bearer(customer),
  });
  expect(((await response.json()) as { key: string }).key).toBe('success');
  return order;
}

/** Asks to return every product of a received order, with a photo. */
async function requestReturn(request: APIRequestContext, customer: Customer, order: PlacedOrder) {
  const shown = await request.get(`${apiUrl}orders/${order.id}`, { headers: bearer(customer) });
  const { items } = ((await shown.json()) as { data: { items: { id: number }[] } }).data;
  const form = new FormData();
  for (const item of items) {
    form.append('item_ids[]', String(item.id));
    form.append('quantities[]', '1');
  }
  form.append('reason', 'The size does not fit');
  const { name, mimeType, buffer } = photo('tag.png');
  form.append('photos[]', new Blob([buffer], { type: mimeType }), name);
  const response = await request.post(`${apiUrl}orders/${order.id}/return`, {
    headers: bearer(customer),
    multipart: form,
  });
  expect(((await response.json()) as { key: string }).key).toBe('success');
}

/** Sends a complaint with a photo, as the complaint form does; answers its id. */
async function sentComplaint(request: APIRequestContext, customer: Customer, title: string) {
  const form = new FormData();
  form.append('type', 'complaint');
  form.append('title', title);
  form.append('message', 'The order arrived two hours late.');
  const { name, mimeType, buffer } = photo('receipt.png');
  form.append('images[]', new Blob([buffer], { type: mimeType }), name);
  const response = await request.post(`${apiUrl}complaints`, {
    headers: bearer(customer),
    multipart: form,
  });
  const body = (await response.json()) as { key: string; data: { id: number } };
  expect(body.key).toBe('success');
  return body.data.id;
}

const languageName = (lang: Lang) => (lang === 'ar' ? 'Arabic' : 'English');

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.describe.configure({ timeout: 240_000 });

  // Every other test runs its browser in Asia/Riyadh. These run it elsewhere while the server runs
  // in UTC (playwright.config.ts), so the pages that write dates and times hydrate cleanly (the
  // guard fails a test on any hydration recovery) in each zone and each language.
  const zones = {
    public: { ar: 'America/Los_Angeles', en: 'UTC' },
    customer: { ar: 'UTC', en: 'America/Los_Angeles' },
  } as const;

  for (const lang of ['ar', 'en'] as const) {
    test.describe(`public pages, browser in ${zones.public[lang]}`, () => {
      test.use({ timezoneId: zones.public[lang] });
      test(`every public page in ${languageName(lang)} has no violation`, async ({
        page,
        request,
      }) => {
        const pages = publicPages(
          lang,
          await signedUpPhone(request),
          await sentJoinRequest(request),
        );
        const found: string[] = [];
        for (const visit of pages) found.push(...(await audit(page, visit, lang)));
        console.log(
          `axe public (${lang}): ${pages.length} pages × 1 language checked, ${found.length} violations`,
        );
        expect(found).toEqual([]);
      });
    });

    test.describe(`customer pages, browser in ${zones.customer[lang]}`, () => {
      test.use({ timezoneId: zones.customer[lang] });
      test(`every customer page in ${languageName(lang)} has no violation`, async ({
        page,
        request,
      }) => {
        const customer: Customer = await newCustomer(request, lang === 'ar' ? 'هند' : 'Hind');
        const locationId = await addAddress(request, customer);
        const placed = await placeOrder(request, customer, locationId, {
          lines: [{ product_id: 3, variant_id: 4, quantity: 1 }],
        });
        const onTheWay = await orderMovedOn(request, customer, locationId, 2);
        const received = await receivedOrder(request, customer, locationId);
        const returned = await receivedOrder(request, customer, locationId);
        await requestReturn(request, customer, returned);
        const title = lang === 'ar' ? 'تأخر التوصيل' : 'Late delivery';
        const complaint = { id: await sentComplaint(request, customer, title), title };
        // The cart and the checkout with something to buy.
        await addToCart(request, customer, { product_id: 94, variant_id: 339, quantity: 1 });
        await signIn(page, customer);
        const pages = customerPages(
          lang,
          { placed, onTheWay, received, returned },
          complaint,
          uniquePhone(),
        );
        const found: string[] = [];
        for (const visit of pages) found.push(...(await audit(page, visit, lang)));
        console.log(
          `axe customer (${lang}): ${pages.length} pages × 1 language checked, ${found.length} violations`,
        );
        expect(found).toEqual([]);
      });
    });
  }
});
