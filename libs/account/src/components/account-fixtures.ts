import type {
  City,
  Complaint,
  ComplaintDetails,
  Country,
  Location,
  Notification,
} from '@matjar/api-client';

/**
 * An inline SVG picture as a `data:` URL, so stories show images and tests fetch nothing.
 * `symbol` is drawn in the middle (an emoji stands in for the customer's photo).
 */
function picture(width: number, height: number, background: string, symbol: string): string {
  const size = Math.round(Math.min(width, height) * 0.45);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="54%" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${symbol}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A complaint answered by the store, with two photos of the damaged delivery. */
export const answeredComplaintFixture: ComplaintDetails = {
  id: 3,
  number: 'C-1003',
  type: 'complaint',
  title: 'وصلت علبة التمر تالفة',
  status: 'answered',
  created_at: '2025-03-14T22:30:00.000Z',
  message:
    'استلمت طلبي اليوم ووجدت علبة تمر السكري مفتوحة ومتضررة من الجانب، وبعض الحبات متناثرة في الكيس. أرجو استبدالها أو استرداد المبلغ.',
  images: [picture(1200, 900, '#f6ead8', '📦'), picture(900, 1200, '#f3e6d3', '🌴')],
  response: {
    text: 'نعتذر عمّا حدث، وقد أرسلنا إليك علبة بديلة ستصلك خلال يومين، وأضفنا ٢٠ ريالًا إلى محفظتك.',
    created_at: '2025-03-15T09:10:00.000Z',
  },
};

/** A suggestion the store has not answered yet, without images. */
export const pendingSuggestionFixture: ComplaintDetails = {
  id: 4,
  number: 'S-1004',
  type: 'suggestion',
  title: 'إضافة مواعيد توصيل مسائية',
  status: 'pending',
  created_at: '2025-03-18T17:45:00.000Z',
  message:
    'أقترح إضافة مواعيد توصيل بعد الساعة التاسعة مساءً في الرياض، فأغلب الموظفين لا يكونون في المنزل قبل ذلك.',
  images: [],
  response: null,
};

/** A complaint written in English, with Latin text in an Arabic page, waiting for the answer. */
export const pendingComplaintWithImageFixture: ComplaintDetails = {
  id: 5,
  number: 'C-1005',
  type: 'complaint',
  title: 'Wrong size delivered',
  status: 'pending',
  created_at: '2025-03-19T08:05:00.000Z',
  message: 'I ordered the abaya in size 56 (order 2291) but received size 52.',
  images: [picture(1000, 1000, '#e3eef8', '👗')],
  response: null,
};

const summaryOf = ({
  id,
  number,
  type,
  title,
  status,
  created_at,
}: ComplaintDetails): Complaint => ({
  id,
  number,
  type,
  title,
  status,
  created_at,
});

/** A page of complaints and suggestions, newest first: pending and answered, both types. */
export const complaintsFixture: Complaint[] = [
  summaryOf(pendingComplaintWithImageFixture),
  summaryOf(pendingSuggestionFixture),
  summaryOf(answeredComplaintFixture),
  {
    id: 1,
    number: 'C-1001',
    type: 'complaint',
    title: 'تأخر توصيل الطلب ساعتين عن الموعد المحدد رغم التواصل مع المندوب أكثر من مرة',
    status: 'answered',
    created_at: '2025-02-02T06:00:00.000Z',
  },
];

/** The moment the notification fixtures are seen from, for times such as "2 hours ago". */
export const notificationsFixtureNow = new Date('2025-03-20T12:00:00.000Z');

const before = (minutes: number) =>
  new Date(notificationsFixtureNow.getTime() - minutes * 60_000).toISOString();

/** Notifications, newest first: order ones (linked to the order) and plain ones, two unread. */
export const notificationsFixture: Notification[] = [
  {
    id: 14,
    type: 'finish_order',
    title: 'تم توصيل طلبك',
    body: 'تم توصيل طلبك رقم 2291، شاركنا رأيك بتقييم الطلب.',
    order_id: 2291,
    product_id: null,
    is_read: false,
    created_at: before(5),
  },
  {
    id: 13,
    type: 'create_order',
    title: 'تم استلام طلبك',
    body: 'طلبك رقم 2291 قيد المراجعة، وسنبلغك عند تجهيزه.',
    order_id: 2291,
    product_id: null,
    is_read: false,
    created_at: before(3 * 60),
  },
  {
    id: 12,
    type: 'admin',
    title: 'عروض نهاية الأسبوع',
    body: 'خصم ١٥٪ على القهوة والتمور حتى نهاية يوم السبت.',
    order_id: null,
    product_id: null,
    is_read: true,
    created_at: before(26 * 60),
  },
  {
    id: 11,
    type: 'withdraw_order_accepted',
    title: 'تم قبول طلب السحب',
    body: 'حوّلنا 150.00 ر.س إلى حسابك البنكي المنتهي بـ 7519.',
    order_id: 1870,
    product_id: null,
    is_read: true,
    created_at: before(4 * 24 * 60),
  },
  {
    id: 10,
    type: 'admin',
    title: 'مرحبًا بك في متجر',
    body: 'اجمع النقاط مع كل طلب واستبدلها برصيد في محفظتك.',
    order_id: null,
    product_id: null,
    is_read: true,
    created_at: before(20 * 24 * 60),
  },
];

/** Two saved addresses in Riyadh, Home the default. */
export const locationsFixture: Location[] = [
  {
    id: 1,
    is_default: true,
    name: 'المنزل',
    address: 'حي الملقا، شارع أنس بن مالك، الرياض',
    lat: 24.8,
    lng: 46.6,
    city: 'الرياض',
    district: 'الملقا',
    street: 'أنس بن مالك',
    building_number: '8228',
    short_address: 'RRRD2929',
    landmark: null,
  },
  {
    id: 2,
    is_default: false,
    name: 'العمل',
    address: 'طريق الملك فهد، برج المملكة، الرياض',
    lat: 24.71,
    lng: 46.67,
    city: 'الرياض',
    district: 'العليا',
    street: 'طريق الملك فهد',
    building_number: '2239',
    short_address: null,
    landmark: 'بجوار برج المملكة',
  },
];

/** The store's countries, Saudi Arabia not first. */
export const countriesFixture: Country[] = [
  { id: 2, name: 'الإمارات العربية المتحدة', code: 'AE', dial_code: '971' },
  { id: 1, name: 'المملكة العربية السعودية', code: 'SA', dial_code: '966' },
];

/** Cities of Saudi Arabia. */
export const saudiCitiesFixture: City[] = [
  { id: 1, name: 'الرياض' },
  { id: 2, name: 'جدة' },
  { id: 3, name: 'الدمام' },
];
