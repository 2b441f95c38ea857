import type { Page } from '@playwright/test';
import { expect, gotoHydrated, simulateSignIn, test } from './fixtures.js';

/** The `location_id` of the global store, as the server will read it on the next page. */
async function selectedLocationId(page: Page): Promise<number | null> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'matjar_store');
  if (!cookie) return null;
  const store = JSON.parse(decodeURIComponent(cookie.value)) as { location_id?: number | null };
  return store.location_id ?? null;
}

test.describe('saved addresses without a map', () => {
  test('in Arabic: add an address by hand, make it the default and see the selected location change', async ({
    page,
  }) => {
    const name = `بيت العائلة ${Date.now() % 100000}`;
    await gotoHydrated(page, '/');
    await simulateSignIn(page);
    await gotoHydrated(page, '/myAddresses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عناويني');
    const before = await selectedLocationId(page);

    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await expect(dialog.getByText('الخريطة غير متاحة؛ أدخل العنوان يدويًا.')).toBeVisible();
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(dialog.getByText('يرجى إدخال اسم الحي')).toBeVisible();

    await dialog.getByLabel(/^اسم العنوان/).fill(name);
    await expect(dialog.getByLabel('الدولة')).toHaveValue('1');
    await dialog.getByLabel(/^المدينة/).selectOption('الرياض');
    await dialog.getByLabel(/^الحي/).fill('الملقا');
    await dialog.getByLabel(/^الشارع/).fill('أنس بن مالك');
    await dialog.getByLabel(/^رقم المبنى/).fill('٨٢٢٨');
    await dialog.getByLabel(/^العنوان الوطني المختصر/).fill('rrrd٢٩٢٩');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('RRRD2929');
    await card.getByRole('button', { name: `اجعل «${name}» العنوان الافتراضي` }).click();
    await expect(card.getByText('الافتراضي', { exact: true })).toBeVisible();
    await expect.poll(() => selectedLocationId(page)).not.toBe(before);
    expect(await selectedLocationId(page)).not.toBeNull();

    // Deleting is drawn in the danger colour, as every destructive action of the store.
    const remove = card.getByRole('button', { name: `حذف «${name}»` });
    await expect(remove).toHaveCSS('color', 'rgb(180, 35, 24)');
    await remove.click();
    await page
      .getByRole('dialog', { name: 'حذف هذا العنوان؟' })
      .getByRole('button', { name: 'حذف العنوان' })
      .click();
    await expect(card).toHaveCount(0);
  });

  test('in English: the manual form keeps what was typed when the store refuses it @phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/?lang=en');
    await simulateSignIn(page);
    await gotoHydrated(page, '/myAddresses');
    await page.getByRole('button', { name: 'Add new address' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add new address' });
    await dialog.getByLabel(/^Address name/).fill('Office');
    await dialog.getByLabel(/^City/).selectOption('Jeddah');
    await dialog.getByLabel(/^District/).fill('Al Rawdah');
    await dialog.getByLabel(/^Street/).fill('Prince Sultan Road');
    await dialog.getByLabel(/^Building number/).fill('12');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText('The building number is 4 digits')).toBeVisible();
    await expect(dialog.getByLabel(/^Street/)).toHaveValue('Prince Sultan Road');
    await expect(dialog.getByLabel(/^City/)).toHaveValue('Jeddah');
  });
});
