import { SAUDI_VAT_RATE } from '@matjar/api-client';
import type { DemoLang } from '../messages.js';
import type { DemoProduct, DemoVariant } from '../seed/catalog.js';
import type { DemoCoupon } from '../seed/commerce.js';
import type { DemoCartLine, DemoStore } from '../state.js';
import type { CommerceMessage } from './order-messages.js';

/** Shipping is free from this products price (after the coupon), in SAR. */
export const FREE_SHIPPING_THRESHOLD = 200;
/** Shipping below the threshold, in SAR. */
export const SHIPPING_FEE = 25;
/** The time ranges the store delivers scheduled orders in, Asia/Riyadh. */
/** The store's bank accounts that bank-transfer orders are paid to. */
export const STORE_BANKS = [
  {
    id: 1,
    name: { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' },
    account_name: 'Matjar Trading Co.',
    account_number: '608010167519001',
    iban: 'SA4680000608010167519001',
  },
  {
    id: 2,
    name: { ar: 'البنك الأهلي السعودي', en: 'Saudi National Bank' },
    account_name: 'Matjar Trading Co.',
    account_number: '12345678901234',
    iban: 'SA8510000012345678901234',
  },
];

export const DELIVERY_TIMES = ['09:00-12:00', '12:00-15:00', '16:00-19:00', '19:00-22:00'];
/** Asia/Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The demo's notion of now: the real clock plus what `POST /__demo/clock` added. */
export const demoNow = (store: DemoStore): number =>
  Date.now() + store.state.commerce.clock_offset_ms;

/** `YYYY-MM-DD` in Asia/Riyadh. */
export const riyadhDate = (ms: number): string =>
  new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a `HH:MM` on a Riyadh day starts. */
export const riyadhInstant = (date: string, time: string): number =>
  Date.parse(`${date}T${time}:00+03:00`);

/** The days (tomorrow and the 6 after) and time ranges offered for scheduled orders. */
export function deliverySlots(now: number) {
  return Array.from({ length: 7 }, (_unused, index) => ({
    date: riyadhDate(now + (index + 1) * DAY_MS),
    times: DELIVERY_TIMES.map((id) => {
      const [from = '', to = ''] = id.split('-');
      return { id, from, to };
    }),
  }));
}

export function isOfferedSlot(now: number, date: string, time: string): boolean {
  return deliverySlots(now).some(
    (slot) => slot.date === date && slot.times.some((t) => t.id === time),
  );
}

export const productImage = (productId: number) => `/__demo/images/products/${productId}-1.webp`;

export function findProduct(store: DemoStore, productId: number): DemoProduct | undefined {
  return store.state.catalog.products.find((product) => product.id === productId);
}

/** The product and variant of a cart line, and whether it can be bought now. */
export function resolveLine(
  store: DemoStore,
  line: Pick<DemoCartLine, 'product_id' | 'variant_id'>,
) {
  const product = findProduct(store, line.product_id);
  const variant: DemoVariant | undefined =
    product && line.variant_id !== null
      ? product.variants.find((candidate) => candidate.id === line.variant_id)
      : undefined;
  const hasVariantProblem =
    !product ||
    (line.variant_id !== null && !variant) ||
    (line.variant_id === null && product.variants.length > 0);
  const stock = !product || hasVariantProblem ? 0 : variant ? variant.stock : product.stock;
  const basePrice = product ? (variant ? variant.price : product.price) : 0;
  const unitPrice = product ? round2(basePrice * (1 - product.discount / 100)) : 0;
  return { product, variant, stock, basePrice, unitPrice, available: !!product && stock > 0 };
}

export function variantView(variant: DemoVariant | undefined | null, lang: DemoLang) {
  if (!variant) return null;
  return {
    id: variant.id,
    color: variant.color ? variant.color[lang] : null,
    color_hex: variant.color?.hex ?? null,
    size: variant.size,
  };
}

export const couponOf = (store: DemoStore, code: string): DemoCoupon | undefined =>
  store.state.commerce.coupons.find(
    (coupon) => coupon.code.toUpperCase() === code.trim().toUpperCase(),
  );

/** What a coupon takes off a products price; 0 below its minimum order. */
export function couponDiscount(coupon: DemoCoupon, productsPrice: number): number {
  if (productsPrice < coupon.min_order) return 0;
  const off =
    coupon.type === 'percent'
      ? Math.min(productsPrice * (coupon.value / 100), coupon.max_discount ?? Infinity)
      : coupon.value;
  return round2(Math.min(off, productsPrice));
}

/** Checks a coupon for a products price: the coupon, or why it does not apply. */
export function checkCoupon(
  store: DemoStore,
  code: string,
  productsPrice: number,
): { coupon: DemoCoupon } | { error: CommerceMessage; params?: Record<string, number> } {
  const coupon = couponOf(store, code);
  if (!coupon) return { error: 'couponUnknown' };
  if (Date.parse(coupon.expires_at) < demoNow(store)) return { error: 'couponExpired' };
  if (productsPrice < coupon.min_order) {
    return { error: 'couponMinOrder', params: { amount: coupon.min_order } };
  }
  return { coupon };
}

/** Shipping, total and the VAT it contains, for a products price and a discount. */
export function totalsOf(productsPrice: number, discount: number) {
  const afterDiscount = round2(productsPrice - discount);
  const shipping =
    productsPrice === 0 || afterDiscount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
  const total = round2(afterDiscount + shipping);
  return {
    products_price: round2(productsPrice),
    discount: round2(discount),
    shipping,
    vat: round2((total * SAUDI_VAT_RATE) / (1 + SAUDI_VAT_RATE)),
    total,
    free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
    free_shipping_remaining: round2(Math.max(0, FREE_SHIPPING_THRESHOLD - afterDiscount)),
  };
}

/** The cart of an owner as the contract shows it. */
export function cartView(store: DemoStore, owner: string, lang: DemoLang) {
  const lines = store.state.cartLines
    .filter((line) => line.owner === owner)
    .map((line) => {
      const resolved = resolveLine(store, line);
      const available = resolved.available && line.quantity <= resolved.stock;
      return {
        id: line.id,
        product_id: line.product_id,
        name: resolved.product ? resolved.product.name[lang] : '',
        image: productImage(line.product_id),
        variant: variantView(resolved.variant, lang),
        quantity: line.quantity,
        unit_price: resolved.unitPrice,
        original_unit_price: resolved.basePrice,
        price: round2(resolved.unitPrice * line.quantity),
        max_quantity: resolved.stock,
        is_available: available,
      };
    });
  const productsPrice = round2(
    lines.filter((line) => line.is_available).reduce((sum, line) => sum + line.price, 0),
  );
  const code = store.state.commerce.cart_coupons[owner];
  const coupon = code ? couponOf(store, code) : undefined;
  const usable = coupon && Date.parse(coupon.expires_at) >= demoNow(store) ? coupon : undefined;
  const discount = usable ? couponDiscount(usable, productsPrice) : 0;
  return {
    ...totalsOf(productsPrice, discount),
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: usable ? { code: usable.code, discount, min_order: usable.min_order } : null,
    has_unavailable: lines.some((line) => !line.is_available),
  };
}
