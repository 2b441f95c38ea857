import { SAUDI_VAT_RATE } from '@matjar/api-client';
import type { DemoLang } from '../messages.js';
import type { DemoOrder } from '../seed/commerce.js';
import { demoStoreSettings } from '../seed/content-data.js';
import type { DemoStore } from '../state.js';
import { demoNow, round2 } from './cart-pricing.js';
import { statusOf, variantView } from './order-engine.js';

/** The seller's registered name, as the invoice and its QR code give it (Arabic, as registered). */
export const SELLER_NAME = { ar: 'شركة متجر للتجارة', en: 'Matjar Trading Company' } as const;

/**
 * The QR code payload of a simplified tax invoice (ZATCA, phase 1): the five fields as
 * tag–length–value records (tag and length one byte each, the length counted in UTF-8 bytes), in
 * Base64.
 *
 * @example
 * zatcaQrPayload({ seller: 'شركة متجر', vatNumber: '300000000000003',
 *   issuedAt: '2026-12-06T10:00:00Z', total: '115.00', vat: '15.00' });
 */
export function zatcaQrPayload(fields: {
  seller: string;
  vatNumber: string;
  issuedAt: string;
  total: string;
  vat: string;
}): string {
  const values = [fields.seller, fields.vatNumber, fields.issuedAt, fields.total, fields.vat];
  const records = values.map((value, index) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`TLV field ${index + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(records).toString('base64');
}

/** An amount with its VAT taken out, to the halala. */
const withoutVat = (amount: number) => round2(amount / (1 + SAUDI_VAT_RATE));
const VAT_PERCENT = Math.round(SAUDI_VAT_RATE * 100);

/** The variant of a line, as the order's items give it. */
interface InvoiceVariant {
  id: number;
  color: string | null;
  color_hex: string | null;
  size: string | null;
}

const lineOf = (
  name: string,
  variant: InvoiceVariant | null,
  quantity: number,
  unit: number,
  total: number,
) => ({
  name,
  variant,
  quantity,
  unit_price_excluding_vat: withoutVat(unit),
  vat_rate: VAT_PERCENT,
  vat_amount: round2(total - withoutVat(total)),
  total_including_vat: total,
});

/** Whether an order has an invoice: delivered, or paid and neither cancelled nor refused. */
export function hasInvoice(store: DemoStore, order: DemoOrder): boolean {
  const status = statusOf(order, demoNow(store));
  return status === 'finished' || (order.is_paid && order.final_status === null);
}

/** The simplified tax invoice of an order, in `lang`. */
export function taxInvoiceView(order: DemoOrder, lang: DemoLang) {
  // Issued when the order was paid for or, paid on delivery, when it was received.
  const issued = new Date(order.received_at ?? order.activated_at ?? order.placed_at);
  const issuedAt = issued.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const vatNumber = demoStoreSettings.vat_number ?? '';
  return {
    number: `INV-${order.number}`,
    order_id: order.id,
    order_number: order.number,
    issued_at: issuedAt,
    seller: {
      name: SELLER_NAME[lang],
      vat_number: vatNumber,
      commercial_registration: demoStoreSettings.commercial_registration,
      address: demoStoreSettings.address?.[lang] ?? null,
    },
    lines: order.items.map((item) =>
      lineOf(
        item.name[lang],
        item.variant ? variantView(item.variant, lang) : null,
        item.quantity,
        item.unit_price,
        item.price,
      ),
    ),
    shipping:
      order.shipping > 0
        ? lineOf(lang === 'ar' ? 'التوصيل' : 'Delivery', null, 1, order.shipping, order.shipping)
        : null,
    discount_including_vat: order.discount,
    total_excluding_vat: round2(order.total - order.vat),
    vat_total: order.vat,
    total_including_vat: order.total,
    qr: zatcaQrPayload({
      seller: SELLER_NAME.ar,
      vatNumber,
      issuedAt,
      total: order.total.toFixed(2),
      vat: order.vat.toFixed(2),
    }),
  };
}
