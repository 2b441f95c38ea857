import type { APIRequestContext } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { allowLoggedStatus, expect, gotoHydrated, test } from './fixtures.js';
import {
  type PlacedOrder,
  addAddress,
  addToCart,
  advanceOrder,
  bearer,
  ordersOf,
  photo,
  placeOrder,
} from './store-api.js';

/** A customer with an address and a cash order of two products. */
async function customerWithOrder(request: APIRequestContext, name: string) {
  const customer = await newCustomer(request, name);
  const locationId = await addAddress(request, customer);
  const order = await placeOrder(request, customer, locationId);
  return { customer, order };
}

const advance = (request: APIRequestContext, order: PlacedOrder) => advanceOrder(request, order.id);

test.describe('orders', () => {
  test('in Arabic: an order placed in the app heads the "New" tab without a reload', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'جود');
    await addAddress(request, customer);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 1 });
    await signIn(page, customer);
    // The tab is seen empty first, so the app holds that answer when the order is placed.
    await gotoHydrated(page, '/orders');
    await expect(page.getByText('لا توجد لديك طلبات جديدة')).toBeVisible();

    await page
      .locator('header')
      .getByRole('link', { name: /^السلة/ })
      .click();
    await expect(page).toHaveURL('/cart');
    await page.getByRole('link', { name: 'إتمام الطلب' }).click();
    await expect(page).toHaveURL('/cart/summary');
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إرسال طلبك بنجاح');
    const [order] = await ordersOf(request, customer, 'new');
    expect(order).toBeDefined();

    await page.locator('header').getByRole('link', { name: 'جود' }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('link', { name: 'طلباتي', exact: true }).click();
    await expect(page).toHaveURL('/orders');
    await expect(
      page.getByRole('link', { name: new RegExp(`طلب رقم ${order?.number}`) }),
    ).toBeVisible();
    await expect(page.getByText('لا توجد لديك طلبات جديدة')).toHaveCount(0);
  });

  test('in Arabic: new → current → on the way, tracked live, with a chat with the delegate', async ({
    page,
    request,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'نورة');
    await signIn(page, customer);
    await gotoHydrated(page, '/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلباتي');
    const card = page.getByRole('link', { name: new RegExp(`طلب رقم ${order.number}`) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`الطلب رقم ${order.number}`);

    await advance(request, order);
    await gotoHydrated(page, '/orders/currentOrders');
    await expect(page.getByRole('link', { name: 'الحالية' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('link', { name: new RegExp(`طلب رقم ${order.number}`) }),
    ).toBeVisible();
    await gotoHydrated(page, '/orders/newOrders');
    await expect(page.getByText('لا توجد لديك طلبات جديدة')).toBeVisible();

    await advance(request, order);
    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await page.getByRole('link', { name: 'تتبع الطلب' }).click();
    await expect(page).toHaveURL(`/tracking?order_id=${order.id}`);
    const progress = page.getByRole('progressbar', { name: 'المسافة المقطوعة' });
    await expect(progress).toBeVisible();
    const start = Number(await progress.getAttribute('value'));
    // The delegate moves while the page is open: the page asks again every few seconds.
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 })
      .toBeGreaterThan(start);
    await expect(page.getByText(/يصل خلال/)).toBeVisible();

    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await page.getByRole('link', { name: 'محادثة المندوب' }).click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}/chat`);
    await page.getByRole('textbox', { name: 'الرسالة' }).fill('البوابة الشمالية <b>لو سمحت</b>');
    await page.getByRole('button', { name: 'إرسال' }).click();
    const log = page.getByRole('log', { name: 'الرسائل مع المندوب' });
    await expect(log.getByText('البوابة الشمالية <b>لو سمحت</b>')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'الرسالة' })).toHaveValue('');
    // The delegate answers on their own; the open chat shows it without a reload.
    await expect(log.getByText('أهلًا، أنا في الطريق إليك')).toBeVisible({ timeout: 15_000 });
  });

  test('in English: on the way → received → rated → two products returned with photos', async ({
    page,
    request,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'Huda');
    await advance(request, order);
    await advance(request, order);
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    await page.getByRole('button', { name: 'I received it' }).click();
    await expect(page.getByRole('button', { name: 'I received it' })).toHaveCount(0);

    // Right after receiving, the "rate store" dialog asks for a rating.
    const rating = page.getByRole('dialog', { name: 'Rate the store' });
    await expect(rating).toContainText('Thank you! The order is marked as received.');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(rating.getByText('Please rate the store')).toBeVisible();
    await rating
      .getByRole('radiogroup', { name: 'Rate the store' })
      .getByRole('radio', { name: '5 stars' })
      .click();
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(rating).toBeHidden();
    await expect(page.getByText('Thank you, your rating has been sent').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rate' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Return products' }).click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}/return`);
    await page.getByRole('button', { name: 'Send the return request' }).click();
    await expect(page.getByText('Please select the products to return')).toBeVisible();
    await page.getByRole('checkbox', { name: /Reef Madinah mint/ }).check();
    await page.getByRole('checkbox', { name: /Naseej Men's thobe 2/ }).check();
    await page.getByLabel(/^Reason for the return/).fill('The size does not fit');
    await page
      .getByLabel(/^Photos of the products/)
      .first()
      .setInputFiles([photo('front.png'), photo('tag.png')]);
    await expect(
      page.getByRole('list', { name: /Photos of the products/ }).getByRole('img'),
    ).toHaveCount(2);
    await page.getByRole('button', { name: 'Send the return request' }).click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}/returnDetails`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return details');
    await expect(page.getByText('Under review')).toBeVisible();
    await expect(page.getByRole('img', { name: /Return photo/ })).toHaveCount(2);
    await page.reload();
    await expect(page.getByText('Under review')).toBeVisible();
  });

  test('in Arabic: an order is cancelled with a reason, and then bought again', async ({
    page,
    request,
    problems,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'ريم');
    await signIn(page, customer);
    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
    const dialog = page.getByRole('dialog', { name: 'إلغاء الطلب' });
    await dialog.getByRole('button', { name: 'إلغاء الطلب' }).click();
    await expect(dialog.getByText('يرجى اختيار سبب الإلغاء')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'إلغاء الطلب' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('تم إلغاء طلبك').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سبب إلغاء الطلب' })).toBeVisible();
    await gotoHydrated(page, '/orders/cancelledOrders');
    await expect(
      page.getByRole('link', { name: new RegExp(`طلب رقم ${order.number}`) }),
    ).toBeVisible();
    // A tracking link kept from before says there is nothing to track, and shows no map.
    await gotoHydrated(page, `/tracking?order_id=${order.id}`);
    await expect(page.getByText('أُلغي هذا الطلب، فلا يوجد ما يمكن تتبعه.')).toBeVisible();
    await expect(page.getByText('يبدأ التتبع المباشر')).toHaveCount(0);
    await expect(page.getByText('الخريطة غير متاحة حاليًا')).toHaveCount(0);
    // The store's refusal to track it.
    allowLoggedStatus(problems, 422, { min: 1, max: 4 });

    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await page.getByRole('button', { name: 'اطلب مرة أخرى' }).click();
    await expect(page.getByText('أعدنا المنتجات إلى سلتك').first()).toBeVisible();
    await expect(
      page.locator('header').getByRole('link', { name: /^السلة، (3|٣) منتجات$/ }),
    ).toBeVisible();
  });

  test('in English: the tracking page says when tracking starts, and then that the order was delivered', async ({
    page,
    request,
    problems,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'Huda');
    await signIn(page, customer);
    // A new order: the store does not track it yet.
    await gotoHydrated(page, `/tracking?order_id=${order.id}&lang=en`);
    await expect(
      page.getByText('Live tracking starts once the order is being prepared.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    allowLoggedStatus(problems, 422, { min: 1, max: 4 });

    // New → current → on the way → delivered.
    for (let step = 0; step < 3; step += 1) await advance(request, order);
    await gotoHydrated(page, `/tracking?order_id=${order.id}&lang=en`);
    await expect(page.getByText('This order has been delivered.')).toBeVisible();
    await expect(page.getByText('Live tracking starts')).toHaveCount(0);
    await expect(page.getByText('The map is not available')).toHaveCount(0);
  });

  test('in English: a scheduled order waits on its page, and a push link lands on the order', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Sara');
    const headers = bearer(customer);
    const locationId = await addAddress(request, customer, 'Home', 'Tahlia Street');
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
    const summary = await request.get(
      `${apiUrl}cart-summary?location_id=${locationId}&order_type=scheduled`,
      { headers },
    );
    const { data } = (await summary.json()) as {
      data: { delivery_slots: { date: string; times: { id: string }[] }[] };
    };
    const day = data.delivery_slots[2];
    const order = await placeOrder(request, customer, locationId, {
      lines: [],
      extra: { order_type: 'scheduled', date: day?.date ?? '', time: day?.times[1]?.id ?? '' },
    });

    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/schedulesOrders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduled orders');
    const card = page.getByRole('link', { name: `Order ${order.number}` });
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleDescription(/12:00\sPM/);

    await page.goto(`/order-details?id=${order.id}`);
    await expect(page).toHaveURL(`/orderDetailes/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  });

  test('in English: the notification of a new order opens that order, and the bell counts it', async ({
    page,
    request,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'Lama');
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await expect(
      page.locator('header').getByRole('link', { name: /^Notifications, 1/ }),
    ).toBeVisible();
    await gotoHydrated(page, '/notifications');
    await expect(page.getByText(`Your order ${order.number} is being prepared.`)).toBeVisible();
    await page.getByRole('link', { name: /^View order/ }).click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
  });
});
