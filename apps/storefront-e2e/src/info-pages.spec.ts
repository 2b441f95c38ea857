import { apiUrl } from './e2e-env.js';
import { checkGuard, expect, gotoHydrated, test, guardContext } from './fixtures.js';

test.describe('information pages', () => {
  test('are rendered by the server in Arabic, before any script runs', async ({
    browser,
    problems,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const watch = await guardContext(context, problems);
    const page = await context.newPage();
    for (const [path, title] of [
      ['/aboutUs', 'من نحن'],
      ['/termsAndConditions', 'الشروط والأحكام'],
      ['/termsAndPolicy', 'سياسة الخصوصية'],
      ['/faqs', 'الأسئلة الشائعة'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await expect(page.getByRole('group').first()).toBeVisible();
    await context.close();
    checkGuard(problems, watch);
  });

  test('are rendered in English for the English cookie @phone', async ({ page }) => {
    await gotoHydrated(page, '/aboutUs?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    const external = page.getByRole('article').getByRole('link').last();
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test("show the store's HTML without running anything hostile in it", async ({
    page,
    request,
  }) => {
    const original = await (
      await request.get(`${apiUrl}terms`, { headers: { lang: 'ar' } })
    ).json();
    await request.put(`${apiUrl}__demo/content/terms`, {
      headers: { lang: 'ar' },
      data: {
        content:
          '<p>نص آمن يبقى ظاهرًا</p><img src=x onerror="window.__hostile = 1"><script>window.__hostile = 2</script><a href="javascript:window.__hostile=3">رابط</a>',
      },
    });
    try {
      await gotoHydrated(page, '/termsAndConditions');
      const article = page.getByRole('article');
      await expect(article.getByRole('img')).toHaveCount(0);
      expect(await article.innerHTML()).not.toMatch(/onerror|<script|javascript:/);
      await expect(page.getByText('نص آمن يبقى ظاهرًا')).toBeVisible();
      await page.getByText('رابط', { exact: true }).click();
      expect(
        await page.evaluate(() => (window as { __hostile?: number }).__hostile),
      ).toBeUndefined();
    } finally {
      await request.put(`${apiUrl}__demo/content/terms`, {
        headers: { lang: 'ar' },
        data: { content: (original as { data: { content: string } }).data.content },
      });
    }
  });

  test('contact us sends the message and says so @phone', async ({ page }) => {
    await gotoHydrated(page, '/contactUs');
    await page.getByLabel('الاسم').fill('نورة القحطاني');
    await page.getByLabel('رقم الجوال').fill('٥٠٠٠٠٠٠٠٧');
    await page.getByLabel('الموضوع').fill('استفسار');
    await page.getByLabel('عنوان الرسالة').fill('موعد التوصيل');
    await page.getByRole('textbox', { name: /^الرسالة/ }).fill('متى يصل طلبي إلى حي الملقا؟');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك' })).toBeVisible();
  });
});
