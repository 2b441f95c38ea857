/** A discount code. */
export interface DemoCoupon {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent off, or SAR off. */
  value: number;
  /** Largest discount of a percent coupon, in SAR. */
  max_discount: number | null;
  /** Smallest products price it applies to, in SAR. */
  min_order: number;
  /** ISO 8601. */
  expires_at: string;
}

export interface DemoDelegate {
  id: number;
  name: { ar: string; en: string };
  phone: string;
  image: string | null;
  /** Stars received so far (the seed's and the customers'). */
  ratings: number[];
}

type Localized = { ar: string; en: string };

export interface DemoOrderItem {
  id: number;
  product_id: number;
  name: Localized;
  variant: {
    id: number;
    color: { ar: string; en: string; hex: string } | null;
    size: string | null;
  } | null;
  quantity: number;
  unit_price: number;
  price: number;
}

export interface DemoOrder {
  id: number;
  number: string;
  user_id: number;
  /** ISO 8601, by the demo clock. */
  placed_at: string;
  order_type: 'normal' | 'scheduled';
  /** Scheduled orders: `YYYY-MM-DD` and `HH:MM-HH:MM`, Asia/Riyadh. */
  delivery_date: string | null;
  delivery_time: string | null;
  /**
   * When the order starts its progress (new → current → on_way → finished): placing time, the
   * approval of a bank transfer, the card payment, or the scheduled day. Null while unpaid.
   */
  activated_at: string | null;
  /** Set once the order leaves the progress steps. */
  final_status: 'cancelled' | 'returned' | 'rejected' | null;
  received_at: string | null;
  location: {
    id: number | null;
    name: string;
    address: string;
    lat: number | null;
    lng: number | null;
  };
  payment_method: 'cash' | 'card' | 'wallet' | 'amount' | 'bank_transfer';
  is_paid: boolean;
  /** What the wallet paid (the total for `wallet`, part of it for `amount`). */
  paid_from_wallet?: number;
  /** Bank transfers: the store bank chosen and the receipt's path. */
  bank_id?: number | null;
  transfer_receipt?: string | null;
  payment_url: string | null;
  coupon: { code: string; discount: number; min_order: number } | null;
  products_price: number;
  discount: number;
  shipping: number;
  vat: number;
  total: number;
  delivery_code: string;
  feedback: string | null;
  recipient: { name: string; phone: string } | null;
  delegate_id: number;
  items: DemoOrderItem[];
  cancel_reason: string | null;
  reject_reason: string | null;
  rated: boolean;
}

export interface DemoReturn {
  id: number;
  order_id: number;
  user_id: number;
  reason: string;
  photos: string[];
  items: { item_id: number; quantity: number }[];
  refund_amount: number;
  created_at: string;
}

export interface DemoRating {
  id: number;
  order_id: number;
  user_id: number;
  target: 'provider' | 'delegate' | 'product';
  target_id: number;
  stars: number;
  comment: string | null;
  created_at: string;
}

export interface DemoChatMessage {
  id: number;
  order_id: number;
  sender: 'customer' | 'delegate';
  text: string | null;
  image: string | null;
  /** A delegate's answer is stored ahead of time and shows once the demo clock reaches it. */
  created_at: string;
  read: boolean;
}

/** Carts, coupons, orders, returns and delegate chat of the demo store. */
export interface CommerceState {
  coupons: DemoCoupon[];
  /** Cart owner → applied coupon code. */
  cart_coupons: Record<string, string>;
  delegates: DemoDelegate[];
  orders: DemoOrder[];
  returns: DemoReturn[];
  ratings: DemoRating[];
  chats: DemoChatMessage[];
  /** `<user id>:<Idempotency-Key>` → the order that key created. */
  idempotency: Record<string, number>;
  /** How far the demo's clock is ahead of the real one (`POST /__demo/clock`). */
  clock_offset_ms: number;
  /** Orders whose finish has earned its points and been notified. */
  settled_orders: number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function finishedOrder(now: number): DemoOrder {
  const placed = now - 3 * DAY;
  return {
    id: 500,
    number: '100500',
    user_id: 1,
    placed_at: new Date(placed).toISOString(),
    order_type: 'normal',
    delivery_date: null,
    delivery_time: null,
    activated_at: new Date(placed).toISOString(),
    final_status: null,
    received_at: new Date(placed + 25 * MINUTE).toISOString(),
    location: {
      id: 1,
      name: 'المنزل',
      address: 'حي النرجس، شارع الأمير محمد بن سعد، الرياض',
      lat: 24.8312,
      lng: 46.6531,
    },
    payment_method: 'cash',
    is_paid: true,
    payment_url: null,
    coupon: null,
    products_price: 96,
    discount: 0,
    shipping: 25,
    vat: 15.78,
    total: 121,
    delivery_code: '4821',
    feedback: null,
    recipient: null,
    delegate_id: 1,
    items: [
      {
        id: 501,
        product_id: 1,
        name: { ar: 'تمر سكري فاخر 1 كجم', en: 'Premium Sukkari dates 1 kg' },
        variant: null,
        quantity: 2,
        unit_price: 48,
        price: 96,
      },
    ],
    cancel_reason: null,
    reject_reason: null,
    rated: false,
  };
}

function cancelledOrder(now: number): DemoOrder {
  const placed = now - 6 * DAY;
  return {
    ...finishedOrder(now),
    id: 510,
    number: '100510',
    placed_at: new Date(placed).toISOString(),
    activated_at: new Date(placed).toISOString(),
    received_at: null,
    final_status: 'cancelled',
    // Cash is paid at the door: an order cancelled before it came was never paid.
    is_paid: false,
    cancel_reason: 'طلبته بالخطأ',
    delivery_code: '7390',
    items: [
      {
        id: 511,
        product_id: 2,
        name: { ar: 'قهوة عربية بالهيل 500 جم', en: 'Arabic coffee with cardamom 500 g' },
        variant: null,
        quantity: 1,
        unit_price: 65,
        price: 65,
      },
    ],
    products_price: 65,
    shipping: 25,
    total: 90,
    vat: 11.74,
  };
}

/**
 * The commerce data's starting point: coupons (`WELCOME10` 10% up to 50 SAR from 100 SAR,
 * `SAVE20` 20 SAR off from 150 SAR, `BIGSPEND` from 1 000 SAR, `RAMADAN` expired), three
 * delegates, and a finished and a cancelled order of customer 500000001.
 */
export function seedCommerce(): CommerceState {
  const now = Date.now();
  return {
    // The seed's finished order has been settled long ago.
    settled_orders: [500],
    coupons: [
      {
        code: 'WELCOME10',
        type: 'percent',
        value: 10,
        max_discount: 50,
        min_order: 100,
        expires_at: '2099-12-31T20:59:59.000Z',
      },
      {
        code: 'SAVE20',
        type: 'fixed',
        value: 20,
        max_discount: null,
        min_order: 150,
        expires_at: '2099-12-31T20:59:59.000Z',
      },
      {
        code: 'BIGSPEND',
        type: 'fixed',
        value: 100,
        max_discount: null,
        min_order: 1000,
        expires_at: '2099-12-31T20:59:59.000Z',
      },
      {
        code: 'RAMADAN',
        type: 'percent',
        value: 15,
        max_discount: 75,
        min_order: 0,
        expires_at: '2024-04-09T20:59:59.000Z',
      },
    ],
    cart_coupons: {},
    delegates: [
      {
        id: 1,
        name: { ar: 'عبدالله الشهري', en: 'Abdullah Alshehri' },
        phone: '551234567',
        image: null,
        ratings: [5, 4, 5, 5],
      },
      {
        id: 2,
        name: { ar: 'فيصل الدوسري', en: 'Faisal Aldossari' },
        phone: '552345678',
        image: null,
        ratings: [4, 4, 5],
      },
      {
        id: 3,
        name: { ar: 'خالد الزهراني', en: 'Khalid Alzahrani' },
        phone: '553456789',
        image: null,
        ratings: [5],
      },
    ],
    orders: [finishedOrder(now), cancelledOrder(now)],
    returns: [],
    ratings: [],
    chats: [],
    idempotency: {},
    clock_offset_ms: 0,
  };
}
