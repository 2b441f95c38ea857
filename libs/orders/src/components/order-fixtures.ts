import type {
  CancelReason,
  ChatMessage,
  Order,
  OrderItem,
  OrderListItem,
  OrderReturn,
  OrderTracking,
  Pagination,
  Reorder,
  TaxInvoice,
} from '@matjar/api-client';
import type { OrderPaths } from './order-screens/order-paths.js';

/** A navy thobe, size 54, two of them at 189 SAR. */
export const thobeItem: OrderItem = {
  id: 7001,
  product_id: 201,
  name: 'ثوب رجالي قطن مصري',
  image: 'https://picsum.photos/seed/matjar-thobe/160/160',
  variant: { id: 2032, color: 'كحلي', color_hex: '#1f2a44', size: '54' },
  quantity: 2,
  unit_price: 189,
  price: 378,
};

/** Cambodian oud oil, 12 ml, one bottle. */
export const oudItem: OrderItem = {
  id: 7002,
  product_id: 202,
  name: 'دهن عود كمبودي فاخر',
  image: 'https://picsum.photos/seed/matjar-oud/160/160',
  variant: { id: 2041, color: null, color_hex: null, size: '12 ml' },
  quantity: 1,
  unit_price: 250,
  price: 250,
};

/** Sukkari dates, 1 kg box, three of them. */
export const datesItem: OrderItem = {
  id: 7003,
  product_id: 203,
  name: 'تمر سكري القصيم',
  image: null,
  variant: null,
  quantity: 3,
  unit_price: 45,
  price: 135,
};

const noActions = {
  can_cancel: false,
  can_receive: false,
  can_pay: false,
  can_return: false,
  can_rate: false,
  can_track: false,
  can_chat: false,
  is_rated: false,
  has_return: false,
};

/** A new order paid in cash on delivery: it may still be cancelled. */
export const newOrder: Order = {
  id: 5120,
  number: '105120',
  date: '2026-11-22T10:15:00Z',
  status: 'new',
  order_type: 'normal',
  total: 734.3,
  items_count: 3,
  image: thobeItem.image,
  provider_name: 'نسيج للأزياء الرجالية',
  delivery_date: null,
  delivery_time: null,
  products_price: 763,
  discount: 50,
  shipping: 0,
  vat: 95.78,
  order_price: 713,
  address: {
    id: 1,
    name: 'المنزل',
    address: 'حي النرجس، شارع الأمير محمد بن سلمان، الرياض',
    lat: 24.83,
    lng: 46.66,
  },
  coupon: { code: 'RAMADAN10', discount: 50, min_order: 150 },
  delivery_code: '4821',
  payment_method: 'cash',
  is_paid: false,
  paid_from_wallet: 0,
  cancel_reason: null,
  return_reason: null,
  reject_reason: null,
  return_photos: [],
  feedback: 'الرجاء الاتصال قبل الوصول',
  recipient: null,
  delegate: null,
  items: [thobeItem, oudItem, datesItem],
  ...noActions,
  can_cancel: true,
};

/** The delegate bringing an order. */
export const delegate = {
  id: 3,
  name: 'فهد العتيبي',
  phone: '555123456',
  image: null,
  rating: 4.7,
  my_rating: null,
};

/** On its way with a delegate: it may be tracked, chatted about, and received. */
export const onWayOrder: Order = {
  ...newOrder,
  id: 5121,
  number: '105121',
  status: 'on_way',
  payment_method: 'card',
  is_paid: true,
  delegate,
  recipient: { name: 'هدى', phone: '512345678' },
  ...noActions,
  can_receive: true,
  can_track: true,
  can_chat: true,
};

/** Finished: it may be rated and returned. */
export const finishedOrder: Order = {
  ...newOrder,
  id: 5122,
  number: '105122',
  status: 'finished',
  is_paid: true,
  delegate: { ...delegate, my_rating: null },
  ...noActions,
  can_rate: true,
  can_return: true,
};

/** Cancelled by the customer, with the reason. */
export const cancelledOrder: Order = {
  ...newOrder,
  id: 5123,
  number: '105123',
  status: 'cancelled',
  cancel_reason: 'طلبت بالخطأ',
  ...noActions,
};

/** Returned, with the reason and photos. */
export const returnedOrder: Order = {
  ...finishedOrder,
  id: 5124,
  number: '105124',
  status: 'returned',
  return_reason: 'المقاس غير مناسب',
  return_photos: [
    'https://picsum.photos/seed/matjar-return-1/320/240',
    'https://picsum.photos/seed/matjar-return-2/320/240',
  ],
  ...noActions,
  has_return: true,
};

/** Rejected by the store, with the reason. */
export const rejectedOrder: Order = {
  ...newOrder,
  id: 5125,
  number: '105125',
  status: 'rejected',
  payment_method: 'bank_transfer',
  reject_reason: 'لم يصل مبلغ التحويل',
  ...noActions,
};

/** Scheduled for a later day; activated on that day. */
export const scheduledOrder: Order = {
  ...newOrder,
  id: 5126,
  number: '105126',
  status: 'scheduled',
  order_type: 'scheduled',
  delivery_date: '2026-11-25',
  delivery_time: '16:00-19:00',
};

/** A card order whose payment did not go through: it waits and may be paid. */
export const unpaidCardOrder: Order = {
  ...newOrder,
  id: 5127,
  number: '105127',
  status: 'waiting',
  payment_method: 'card',
  is_paid: false,
  ...noActions,
  can_cancel: true,
  can_pay: true,
};

/** The card of an order in a list. */
export const listItemOf = (order: Order): OrderListItem => ({
  id: order.id,
  number: order.number,
  date: order.date,
  status: order.status,
  order_type: order.order_type,
  total: order.total,
  items_count: order.items_count,
  image: order.image,
  provider_name: order.provider_name,
  delivery_date: order.delivery_date,
  delivery_time: order.delivery_time,
});

/** The return request of `returnedOrder`, still waiting for the store. */
export const pendingReturn: OrderReturn = {
  id: 801,
  order_id: returnedOrder.id,
  status: 'pending',
  reason: 'المقاس غير مناسب',
  reject_reason: null,
  photos: returnedOrder.return_photos,
  items: [{ ...thobeItem, quantity: 1, price: 189 }],
  refund_amount: 189,
  date: '2026-11-20T09:00:00Z',
};

/** A short exchange with the delegate of `onWayOrder`. */
export const chatMessages: ChatMessage[] = [
  {
    id: 1,
    order_id: onWayOrder.id,
    sender: 'delegate',
    text: 'السلام عليكم، أنا في الطريق إليك',
    image: null,
    created_at: '2026-11-22T11:00:00Z',
    is_read: true,
  },
  {
    id: 2,
    order_id: onWayOrder.id,
    sender: 'customer',
    text: 'وعليكم السلام، البوابة الشمالية لو سمحت',
    image: null,
    created_at: '2026-11-22T11:01:30Z',
    is_read: true,
  },
  {
    id: 3,
    order_id: onWayOrder.id,
    sender: 'delegate',
    text: 'أبشر، خمس دقائق وأكون عندك',
    image: null,
    created_at: '2026-11-22T11:02:10Z',
    is_read: false,
  },
];

/** One page of a list as the store sends it: `items` on page `page` of `lastPage`. */
export const pageOf = <TItem>(
  items: TItem[],
  page = 1,
  lastPage = 1,
): { data: TItem[]; pagination: Pagination } => ({
  data: items,
  pagination: { total: items.length, per_page: 10, current_page: page, last_page: lastPage },
});

/** The store's reasons for cancelling an order. */
export const cancelReasons: CancelReason[] = [
  { id: 1, name: 'طلبت بالخطأ' },
  { id: 2, name: 'وجدت سعرًا أفضل' },
];

/** The delegate of `onWayOrder` halfway along the route, about 12 minutes away. */
export const onWayTracking: OrderTracking = {
  order_id: onWayOrder.id,
  status: 'on_way',
  delegate,
  origin: { lat: 24.71, lng: 46.67 },
  destination: { lat: 24.83, lng: 46.66 },
  position: { lat: 24.77, lng: 46.665 },
  route: [
    { lat: 24.71, lng: 46.67 },
    { lat: 24.77, lng: 46.665 },
    { lat: 24.83, lng: 46.66 },
  ],
  progress: 0.5,
  eta_minutes: 12,
};

/**
 * "Buy again" of `finishedOrder`: its thobes and dates back in the cart, the oud oil no longer
 * available.
 */
export const reorderedWithoutOud: Reorder = {
  cart: {
    lines: [thobeItem, datesItem].map((item) => ({
      id: item.id,
      product_id: item.product_id,
      name: item.name,
      image: item.image,
      variant: item.variant,
      quantity: item.quantity,
      unit_price: item.unit_price,
      original_unit_price: item.unit_price,
      price: item.price,
      max_quantity: 10,
      is_available: true,
    })),
    count: thobeItem.quantity + datesItem.quantity,
    coupon: null,
    has_unavailable: false,
    products_price: thobeItem.price + datesItem.price,
    discount: 0,
    shipping: 0,
    vat: 66.91,
    total: thobeItem.price + datesItem.price,
    free_shipping_threshold: 200,
    free_shipping_remaining: 0,
  },
  unavailable: [oudItem.name],
};

/** The storefront's addresses of the order pages, for the screens' links in stories and tests. */
export const orderPathsFixture: OrderPaths = {
  list: (tab = 'newOrders', page = 1) => `/orders/${tab}${page > 1 ? `?page=${page}` : ''}`,
  details: (id) => `/orderDetailes/${id}`,
  rate: (id) => `/orderDetailes/${id}/rate`,
  return: (id) => `/orderDetailes/${id}/return`,
  returnDetails: (id) => `/orderDetailes/${id}/returnDetails`,
  invoice: (id) => `/orderDetailes/${id}/invoice`,
  chat: (id) => `/orderDetailes/${id}/chat`,
  tracking: (id) => `/tracking?order_id=${id}`,
};

/**
 * The QR payload of a simplified tax invoice, as the store gives it: the five TLV fields (seller,
 * VAT number, time, total, VAT; lengths in UTF-8 bytes) in Base64.
 */
export function zatcaPayloadFixture(fields: readonly string[]): string {
  const bytes: number[] = [];
  fields.forEach((field, index) => {
    const value = new TextEncoder().encode(field);
    bytes.push(index + 1, value.length, ...value);
  });
  return btoa(String.fromCharCode(...bytes));
}

/** The invoice of `finishedOrder`: two lines, delivery, a coupon, 15 % VAT. */
export const taxInvoiceFixture: TaxInvoice = {
  number: 'INV-105122',
  order_id: 5122,
  order_number: '105122',
  issued_at: '2026-11-30T09:15:00Z',
  seller: {
    name: 'شركة متجر للتجارة',
    vat_number: '300000000000003',
    commercial_registration: '1010000000',
    address: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  },
  lines: [
    {
      name: 'تمر سكري القصيم فاخر',
      variant: { id: 3101, color: null, color_hex: null, size: '1000 gm' },
      quantity: 2,
      unit_price_excluding_vat: 39.13,
      vat_rate: 15,
      vat_amount: 11.74,
      total_including_vat: 90,
    },
    {
      name: 'قهوة سعودية بالهيل',
      variant: null,
      quantity: 1,
      unit_price_excluding_vat: 39.13,
      vat_rate: 15,
      vat_amount: 5.87,
      total_including_vat: 45,
    },
  ],
  shipping: {
    name: 'التوصيل',
    variant: null,
    quantity: 1,
    unit_price_excluding_vat: 13.04,
    vat_rate: 15,
    vat_amount: 1.96,
    total_including_vat: 15,
  },
  discount_including_vat: 13.5,
  total_excluding_vat: 118.7,
  vat_total: 17.8,
  total_including_vat: 136.5,
  qr: zatcaPayloadFixture([
    'شركة متجر للتجارة',
    '300000000000003',
    '2026-11-30T09:15:00Z',
    '136.50',
    '17.80',
  ]),
};
