import type {
  AppliedCoupon,
  Cart,
  CartLine,
  CartSummary,
  DeliverySlot,
  Location,
  Order,
  PaymentBank,
} from '@matjar/api-client';

/** The products price from which delivery is free, in SAR. */
export const FREE_SHIPPING_THRESHOLD = 200;
/** The delivery fee below the threshold, in SAR. */
const SHIPPING_FEE = 25;

const round = (amount: number) => Math.round(amount * 100) / 100;

/** A navy thobe in size 54, on sale: 229 → 189 SAR each, two of them. */
export const thobeLine: CartLine = {
  id: 9001,
  product_id: 201,
  name: 'ثوب رجالي قطن مصري',
  image: 'https://picsum.photos/seed/matjar-thobe/160/160',
  variant: { id: 2032, color: 'كحلي', color_hex: '#1f2a44', size: '54' },
  quantity: 2,
  unit_price: 189,
  original_unit_price: 229,
  price: 378,
  max_quantity: 6,
  is_available: true,
};

/** Oud oil in a 12 ml bottle: a size without a colour, the last one in stock. */
export const oudOilLine: CartLine = {
  id: 9002,
  product_id: 202,
  name: 'دهن عود كمبودي فاخر',
  image: 'https://picsum.photos/seed/matjar-oud/160/160',
  variant: { id: 2041, color: null, color_hex: null, size: '12 مل' },
  quantity: 1,
  unit_price: 250,
  original_unit_price: 250,
  price: 250,
  max_quantity: 1,
  is_available: true,
};

/** An incense burner without variants. */
export const burnerLine: CartLine = {
  id: 9003,
  product_id: 301,
  name: 'مبخرة نحاسية مزخرفة',
  image: 'https://picsum.photos/seed/matjar-burner/160/160',
  variant: null,
  quantity: 1,
  unit_price: 85,
  original_unit_price: 85,
  price: 85,
  max_quantity: 10,
  is_available: true,
};

/** Sukkari dates, three boxes. */
export const datesLine: CartLine = {
  id: 9004,
  product_id: 412,
  name: 'تمر سكري القصيم ١ كجم',
  image: null,
  variant: null,
  quantity: 3,
  unit_price: 35,
  original_unit_price: 35,
  price: 105,
  max_quantity: 20,
  is_available: true,
};

/** White musk in red: gone from the store since it was put in the cart. */
export const unavailableLine: CartLine = {
  id: 9005,
  product_id: 518,
  name: 'مسك أبيض طبيعي',
  image: 'https://picsum.photos/seed/matjar-musk/160/160',
  variant: { id: 5181, color: 'أحمر', color_hex: '#b3261e', size: null },
  quantity: 1,
  unit_price: 60,
  original_unit_price: 75,
  price: 60,
  max_quantity: 0,
  is_available: false,
};

/** 10 % off from 150 SAR. */
export const ramadanCoupon: AppliedCoupon = { code: 'RAMADAN10', discount: 62.8, min_order: 150 };

/**
 * A cart with its totals worked out as the server does: unavailable lines left out, the coupon
 * taken off, delivery free from the threshold, VAT (15 %) contained in the total.
 */
export function cartOf(lines: CartLine[], coupon: AppliedCoupon | null = null): Cart {
  const available = lines.filter((line) => line.is_available);
  const productsPrice = round(available.reduce((sum, line) => sum + line.price, 0));
  const discount = coupon && productsPrice >= coupon.min_order ? coupon.discount : 0;
  const afterCoupon = round(productsPrice - discount);
  const remaining = round(Math.max(0, FREE_SHIPPING_THRESHOLD - afterCoupon));
  const shipping = available.length > 0 && remaining > 0 ? SHIPPING_FEE : 0;
  const total = round(afterCoupon + shipping);
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: coupon ? { ...coupon, discount } : null,
    has_unavailable: lines.some((line) => !line.is_available),
    products_price: productsPrice,
    discount,
    shipping,
    vat: round((total * 15) / 115),
    total,
    free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
    free_shipping_remaining: remaining,
  };
}

/** 190 SAR of products: 10 SAR short of free delivery, delivery charged. */
export const cartBelowFreeShipping = cartOf([burnerLine, datesLine]);

/** 628 SAR of products with a discounted thobe and the RAMADAN10 coupon: delivery is free. */
export const cartWithCoupon = cartOf([thobeLine, oudOilLine], ramadanCoupon);

/** Every kind of line, one of them no longer available. */
export const cartWithUnavailable = cartOf([thobeLine, burnerLine, unavailableLine]);

/** Only a line that is no longer available: nothing can be ordered. */
export const cartAllUnavailable = cartOf([unavailableLine]);

/** A cart with no lines. */
export const emptyCartFixture = cartOf([]);

/** The order placed from `cartWithCoupon`, paid in cash on delivery, as the server answers it. */
export const placedOrder: Order = {
  id: 5120,
  number: '105120',
  date: '2026-11-22T10:15:00Z',
  status: 'new',
  order_type: 'normal',
  total: cartWithCoupon.total,
  items_count: 3,
  image: thobeLine.image,
  provider_name: null,
  delivery_date: null,
  delivery_time: null,
  products_price: cartWithCoupon.products_price,
  discount: cartWithCoupon.discount,
  shipping: cartWithCoupon.shipping,
  vat: cartWithCoupon.vat,
  order_price: round(cartWithCoupon.products_price - cartWithCoupon.discount),
  address: { id: 1, name: 'المنزل', address: 'حي النرجس، الرياض', lat: 24.83, lng: 46.66 },
  coupon: ramadanCoupon,
  delivery_code: '4821',
  payment_method: 'cash',
  is_paid: true,
  paid_from_wallet: 0,
  cancel_reason: null,
  return_reason: null,
  reject_reason: null,
  return_photos: [],
  feedback: null,
  recipient: null,
  delegate: null,
  items: [],
  can_cancel: true,
  can_receive: false,
  can_pay: false,
  can_return: false,
  can_rate: false,
  can_track: false,
  can_chat: false,
  is_rated: false,
  has_return: false,
};

/** The customer's home, the default address. */
export const homeAddress: Location = {
  id: 1,
  is_default: true,
  name: 'المنزل',
  address: 'حي النرجس، شارع الأمير محمد بن سلمان، الرياض',
  lat: 24.83,
  lng: 46.66,
  city: 'الرياض',
  district: 'النرجس',
  street: 'شارع الأمير محمد بن سلمان',
  building_number: '8228',
  short_address: 'RRRD2929',
  landmark: null,
};

/** The customer's office. */
export const workAddress: Location = {
  ...homeAddress,
  id: 2,
  is_default: false,
  name: 'العمل',
  address: 'طريق الملك فهد، حي العليا، الرياض',
  lat: 24.69,
  lng: 46.68,
  district: 'العليا',
  street: 'طريق الملك فهد',
  building_number: '3120',
  short_address: 'RROL3120',
};

/** A store bank account a transfer is made to. */
export const alRajhiBank: PaymentBank = {
  id: 31,
  name: 'مصرف الراجحي',
  account_name: 'مؤسسة متجر للتجارة',
  account_number: '608010167519',
  iban: 'SA0380000000608010167519',
};

const deliveryTimes = [
  { id: '09:00-12:00', from: '09:00', to: '12:00' },
  { id: '16:00-19:00', from: '16:00', to: '19:00' },
];

/** Three days a scheduled order can be delivered on, two time ranges each. */
export const deliverySlots: DeliverySlot[] = [
  { date: '2026-11-24', times: deliveryTimes },
  { date: '2026-11-25', times: deliveryTimes },
  { date: '2026-11-26', times: deliveryTimes },
];

/**
 * The checkout summary of `cart` delivered to `location`, as the server answers it: every payment
 * method, 120 SAR in the wallet, one bank; the delivery days only for a scheduled order.
 */
export function checkoutSummaryOf(
  cart: Cart,
  location: Location = homeAddress,
  orderType: 'normal' | 'scheduled' = 'normal',
): CartSummary {
  return {
    ...cart,
    order_type: orderType,
    location: {
      id: location.id,
      name: location.name,
      address: location.address,
      lat: location.lat,
      lng: location.lng,
    },
    delivery_slots: orderType === 'scheduled' ? deliverySlots : [],
    payment_methods: ['cash', 'card', 'wallet', 'amount', 'bank_transfer'],
    wallet_balance: 120,
    banks: [alRajhiBank],
  };
}
