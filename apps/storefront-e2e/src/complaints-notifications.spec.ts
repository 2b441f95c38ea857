import { newCustomer, signIn } from './customers.js';
import { onePixelPng } from './store-api.js';
import { expect, gotoHydrated, simulateSignIn, test } from './fixtures.js';

test.describe('complaints and suggestions', () => {
  test('a complaint with two images is sent, opened and listed @phone', async ({
    page,
  }, testInfo) => {
    const subject = `تأخر التوصيل ${testInfo.project.name}`;
    await gotoHydrated(page, '/');
    await simulateSignIn(page);
    await gotoHydrated(page, '/complaints');
    await page.getByRole('link', { name: 'شكوى أو اقتراح جديد' }).click();
    await expect(page).toHaveURL('/complaints/new');

    await page.getByRole('radio', { name: 'شكوى' }).check();
    await page.getByLabel(/^الموضوع/).fill(subject);
    await page
      .getByRole('textbox', { name: /^الرسالة/ })
      .fill('وصل الطلب متأخرًا ساعتين عن الموعد.');
    await page.getByLabel(/^الصور/).setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng },
      { name: 'box.png', mimeType: 'image/png', buffer: onePixelPng },
    ]);
    await expect(page.getByRole('img', { name: /^الصورة [12]$/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'إرسال' }).click();

    await expect(page).toHaveURL(/\/complaints\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      // The trail ends at the complaint's number, as the page shows it.
      const trail = page.getByRole('navigation', { name: 'أنت هنا' });
      await expect(trail.locator('[aria-current="page"]')).toHaveText(/^C-\d+$/);
    } else {
      // A phone shows no trail: the header's arrow leads back to the list.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'رجوع', exact: true }),
      ).toBeVisible();
    }
    await gotoHydrated(page, '/complaints');
    await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  });

  test('in English: a new customer sends a suggestion with an image and finds it listed', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Noura');
    await signIn(page, customer);
    await gotoHydrated(page, '/complaints?lang=en');
    await expect(
      page.getByRole('heading', { name: 'You have no complaints or suggestions' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'New complaint or suggestion' }).click();
    await page.getByRole('radio', { name: 'Suggestion' }).check();
    await page.getByLabel(/^Subject/).fill('Evening delivery slots');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('Please add delivery slots after 10 pm in Riyadh.');
    await page
      .getByLabel(/^Images/)
      .setInputFiles([{ name: 'idea.png', mimeType: 'image/png', buffer: onePixelPng }]);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/complaints\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evening delivery slots');
    await gotoHydrated(page, '/complaints');
    await expect(page.getByRole('link', { name: /Evening delivery slots/ })).toBeVisible();
  });

  test('asks for the subject and message in English before sending', async ({ page }) => {
    await gotoHydrated(page, '/?lang=en');
    await simulateSignIn(page);
    await gotoHydrated(page, '/complaints/new');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter the subject')).toBeVisible();
    await expect(page).toHaveURL('/complaints/new');
  });
});

test.describe('notifications', () => {
  test('open an order notification, then delete them all', async ({ page }) => {
    await gotoHydrated(page, '/');
    await simulateSignIn(page);
    await gotoHydrated(page, '/notifications');
    const orderLink = page.getByRole('link', { name: /^عرض الطلب/ }).first();
    await expect(orderLink).toHaveAttribute('href', /^\/orderDetailes\/\d+$/);
    const href = (await orderLink.getAttribute('href')) ?? '';
    await orderLink.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^الطلب رقم/);
    await gotoHydrated(page, '/notifications');

    await page.getByRole('button', { name: 'حذف الكل' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف جميع الإشعارات؟' });
    await confirm.getByRole('button', { name: 'حذف الكل' }).click();
    await expect(page.getByText('لا توجد لديك إشعارات')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'الإشعارات' })).toBeVisible();
  });
});
