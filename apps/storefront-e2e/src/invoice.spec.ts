import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, advanceOrder, bearer, placeOrder } from './store-api.js';

/** The five TLV fields of a ZATCA QR payload (Base64), lengths counted in UTF-8 bytes. */
function tlvFields(payload: string): string[] {
  const bytes = Buffer.from(payload, 'base64');
  const fields: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const length = bytes[at + 1] ?? 0;
    fields[(bytes[at] ?? 0) - 1] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

/** An amount as the page writes it (a riyal sign, digits), as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

const words = {
  ar: {
    name: 'ريم',
    link: 'الفاتورة الضريبية',
    title: 'فاتورة ضريبية مبسطة',
    total: 'الإجمالي شامل الضريبة',
    qr: /رمز QR للفاتورة/,
  },
  en: {
    name: 'Reem',
    link: 'Tax invoice',
    title: 'Simplified tax invoice',
    total: 'Total including VAT',
    qr: /QR code of the invoice/,
  },
} as const;

test.describe('the tax invoice of a delivered order', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: its totals, a QR code that reads back as its fields, and a print without the store's frame`, async ({
      page,
      request,
    }) => {
      const w = words[lang];
      const customer = await newCustomer(request, w.name);
      // A product well in stock: the other journeys' orders use up the default lines' sizes.
      const order = await placeOrder(request, customer, await addAddress(request, customer), {
        lines: [{ product_id: 1, variant_id: 3, quantity: 1 }],
      });
      await advanceOrder(request, order.id);
      await advanceOrder(request, order.id);
      const received = await request.post(`${apiUrl}orders/${order.id}/receive`, {
        headers: bearer(customer),
      });
      expect(received.ok()).toBe(true);
      const shown = await request.get(`${apiUrl}orders/${order.id}`, {
        headers: { ...bearer(customer), lang },
      });
      const { total, vat } = ((await shown.json()) as { data: { total: number; vat: number } })
        .data;

      await signIn(page, customer);
      await gotoHydrated(page, `/?lang=${lang}`);
      await gotoHydrated(page, `/orderDetailes/${order.id}`);
      await page.getByRole('link', { name: w.link }).click();
      await expect(page).toHaveURL(`/orderDetailes/${order.id}/invoice`);
      const invoice = page.getByRole('article', { name: w.title });
      await expect(invoice).toBeVisible();
      const grandTotal = invoice.locator('dt', { hasText: w.total }).locator('xpath=../dd');
      expect(amountOf(await grandTotal.textContent())).toBe(total);

      // The QR code as a phone's camera sees it on the screen.
      const png = PNG.sync.read(await invoice.getByRole('img', { name: w.qr }).screenshot());
      const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(read).not.toBeNull();
      const [seller, vatNumber, issuedAt, totalField, vatField] = tlvFields(read?.data ?? '');
      expect(seller).toBe('شركة متجر للتجارة');
      expect(vatNumber).toBe('300000000000003');
      expect(Date.parse(issuedAt ?? '')).not.toBeNaN();
      expect(totalField).toBe(total.toFixed(2));
      expect(vatField).toBe(vat.toFixed(2));

      // Printed (or saved as PDF): the invoice alone, without the store's header and footer.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header.sf-header')).toBeHidden();
      await expect(page.locator('footer.sf-footer')).toBeHidden();
      await expect(invoice).toBeVisible();
      await expect(page.getByRole('button', { name: /PDF/ })).toBeHidden();
    });
  }
});
