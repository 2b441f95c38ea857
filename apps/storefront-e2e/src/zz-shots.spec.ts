import { newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { gotoHydrated, test } from './fixtures.js';

test('shots @phone', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  const loc = await request.post(`${apiUrl}locations`, { headers, multipart: { name: 'المنزل', address: 'شارع التحلية، الرياض', city: 'الرياض', district: 'العليا', street: 'التحلية', building_number: '2929' } });
  const locationId = ((await loc.json()) as { data: { id: number } }).data.id;
  await request.post(`${apiUrl}cart`, { headers, multipart: { product_id: '94', variant_id: '331', quantity: '2' } });
  await request.post(`${apiUrl}cart`, { headers, multipart: { product_id: '3', variant_id: '4', quantity: '1' } });
  const placed = await request.post(`${apiUrl}orders`, { headers, multipart: { location_id: String(locationId), payment_method: 'cash', feedback: 'اتصل قبل الوصول' } });
  const order = ((await placed.json()) as { data: { order: { id: number } } }).data.order;
  await request.post(`${apiUrl}__demo/orders/${order.id}/advance`);
  await request.post(`${apiUrl}__demo/orders/${order.id}/advance`);
  await signIn(page, customer);
  const p = test.info().project.name;
  for (const lang of ['ar', 'en']) {
    await gotoHydrated(page, `/?lang=${lang}`);
    await gotoHydrated(page, '/orders/onWayOrders');
    await page.screenshot({ path: `/tmp/shots/orders-${lang}-${p}.png`, fullPage: true });
    await gotoHydrated(page, `/orderDetailes/${order.id}`);
    await page.screenshot({ path: `/tmp/shots/details-${lang}-${p}.png`, fullPage: true });
    await gotoHydrated(page, `/tracking?order_id=${order.id}`);
    await page.screenshot({ path: `/tmp/shots/tracking-${lang}-${p}.png`, fullPage: true });
    await gotoHydrated(page, `/orderDetailes/${order.id}/chat`);
    await page.getByRole('textbox').first().fill('hello');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/chat-${lang}-${p}.png`, fullPage: true });
  }
});
