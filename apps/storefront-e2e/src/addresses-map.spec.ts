import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { apiPort, storefrontPort } from './e2e-env.js';
import { allowFailedConnections, expect, gotoHydrated, simulateSignIn, test } from './fixtures.js';
import { root, startServer, waitForServer } from './servers.js';

/** A storefront configured with a Maps key, beside the suite's own (which has none). */
const mapsStorefrontPort = storefrontPort + 20;
const mapsStorefront = `http://localhost:${mapsStorefrontPort}`;

let server: ChildProcess | undefined;
let fakeMapsScript = '';

/**
 * What the page receives instead of Google's script: the package's own fake of the `google.maps`
 * surface it uses, answering the loader's bootstrap as the real script does (it replaces
 * `importLibrary`, then calls the bootstrap's callback).
 */
async function buildFakeMapsScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'libs/maps/src/testing.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'MatjarMapsTesting',
    platform: 'browser',
    conditions: ['@matjar/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return `${result.outputFiles[0]?.text ?? ''}
;(() => {
  const fake = MatjarMapsTesting.createFakeGoogleMaps();
  window.__matjarFakeMaps = fake;
  google.maps.importLibrary = (name) => Promise.resolve(fake.libraries[name]);
  google.maps.__ib__();
})();`;
}

test.describe('saved addresses on a map', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    fakeMapsScript = await buildFakeMapsScript();
    server = startServer('apps/storefront/server.mjs', {
      PORT: String(mapsStorefrontPort),
      MATJAR_API_URL: `http://localhost:${apiPort}/`,
      MATJAR_GOOGLE_MAPS_KEY: 'e2e-maps-key',
    });
    await waitForServer(`${mapsStorefront}/build.json`);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('drag the pin, and the address is saved where it was dropped', async ({ page }) => {
    const name = `مكتب الرياض ${Date.now() % 100000}`;
    const scriptRequests: string[] = [];
    await page.route('https://maps.googleapis.com/**', (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: fakeMapsScript });
    });
    await gotoHydrated(page, `${mapsStorefront}/`);
    await simulateSignIn(page);
    await gotoHydrated(page, `${mapsStorefront}/myAddresses`);
    // The map's script is loaded only on the page that shows a map, and only once asked for.
    expect(scriptRequests).toEqual([]);

    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await expect(
      dialog.getByText('اسحب الدبوس أو المس الخريطة لتحديد موقع التوصيل.'),
    ).toBeVisible();
    expect(scriptRequests).toHaveLength(1);
    expect(new URL(scriptRequests[0] ?? '').searchParams.get('key')).toBe('e2e-maps-key');

    await page.evaluate(() => {
      const fake = (
        window as unknown as {
          __matjarFakeMaps: { pin(): { drag(to: { lat: number; lng: number }): void } };
        }
      ).__matjarFakeMaps;
      fake.pin().drag({ lat: 24.7741, lng: 46.6389 });
    });
    // The dropped pin is named by reverse geocoding, and its parts fill the address fields.
    await expect(
      dialog.getByText('2929 طريق الملك فهد، العليا، الرياض 12214، السعودية'),
    ).toBeVisible();
    await expect(dialog.getByLabel(/^الحي/)).toHaveValue('العليا');
    await expect(dialog.getByLabel(/^المدينة/)).toHaveValue('الرياض');
    await dialog.getByLabel(/^اسم العنوان/).fill(name);
    await dialog.getByLabel(/^رقم المبنى/).fill('٢٢٣٩');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(dialog).toBeHidden();

    const saved = await page.request.get(`http://localhost:${apiPort}/locations?per_page=100`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('matjar_token'))}`,
      },
    });
    const locations = (
      (await saved.json()) as { data: { data: { name: string; lat: number; lng: number }[] } }
    ).data.data;
    expect(locations.find((location) => location.name === name)).toMatchObject({
      lat: 24.7741,
      lng: 46.6389,
    });
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  const mapTexts = {
    ar: {
      add: 'إضافة عنوان جديد',
      unavailable: 'الخريطة غير متاحة؛ أدخل العنوان يدويًا.',
      retry: 'إعادة محاولة تحميل الخريطة',
      name: /^اسم العنوان/,
      city: /^المدينة/,
      district: /^الحي/,
      street: /^الشارع/,
      building: /^رقم المبنى/,
      save: 'حفظ العنوان',
    },
    en: {
      add: 'Add new address',
      unavailable: 'The map is unavailable; enter the address by hand.',
      retry: 'Try the map again',
      name: /^Address name/,
      city: /^City/,
      district: /^District/,
      street: /^Street/,
      building: /^Building number/,
      save: 'Save address',
    },
  } as const;

  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the map's script blocked, then its key refused: the address is entered by hand and saved`, async ({
      page,
      problems,
    }) => {
      const t = mapTexts[lang];
      const name = `${lang === 'ar' ? 'بيت الجدة' : 'Grandma'} ${Date.now() % 100000}`;
      let answer: 'blocked' | 'refused' = 'blocked';
      const served = { blocked: 0, refused: 0 };
      await page.route('https://maps.googleapis.com/**', (route) => {
        served[answer] += 1;
        return answer === 'blocked'
          ? route.abort('blockedbyclient')
          : // Google's script refuses the key: it calls `gm_authFailure` once loaded.
            route.fulfill({
              contentType: 'text/javascript',
              body: `${fakeMapsScript}\n;window.gm_authFailure?.();`,
            });
      });
      await gotoHydrated(page, `${mapsStorefront}/?lang=${lang}`);
      await simulateSignIn(page);
      await gotoHydrated(page, `${mapsStorefront}/myAddresses`);
      await page.getByRole('button', { name: t.add }).first().click();
      const dialog = page.getByRole('dialog', { name: t.add });
      await expect(dialog.getByText(t.unavailable)).toBeVisible();

      answer = 'refused';
      await dialog.getByRole('button', { name: t.retry }).click();
      await expect.poll(() => served.refused).toBe(1);
      await expect(dialog.getByText(t.unavailable)).toBeVisible();
      expect(served.blocked).toBe(1);

      await dialog.getByLabel(t.name).fill(name);
      await dialog.getByLabel(t.city).selectOption({ label: lang === 'ar' ? 'الرياض' : 'Riyadh' });
      await dialog.getByLabel(t.district).fill(lang === 'ar' ? 'الملقا' : 'Al Malqa');
      await dialog
        .getByLabel(t.street)
        .fill(lang === 'ar' ? 'طريق أنس بن مالك' : 'Anas Bin Malik Rd');
      await dialog.getByLabel(t.building).fill('2929');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
      allowFailedConnections(problems);
    });
  }
});
