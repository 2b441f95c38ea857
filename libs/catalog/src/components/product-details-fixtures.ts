import type { ProductDetails, ProductVariant, Review } from '@matjar/api-client';

/**
 * An inline SVG picture as a `data:` URL, so stories show images and tests fetch nothing.
 * `symbol` is drawn in the middle (an emoji stands in for a product photo).
 */
function picture(size: number, background: string, symbol: string): string {
  const symbolSize = Math.round(size * 0.45);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="54%" font-size="${symbolSize}" text-anchor="middle" dominant-baseline="middle">${symbol}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photo = (background: string, symbol: string) => picture(800, background, symbol);

/** A variant; `is_available` stays true for a stock of 0, as the API may send it. */
function variant(
  id: number,
  color: ProductVariant['color'],
  size: string | null,
  stock: number,
  { price = 189, before = 229, isAvailable = true } = {},
): ProductVariant {
  return {
    id,
    color,
    size,
    price,
    price_before_discount: before,
    stock,
    is_available: isAvailable,
  };
}

const white = { name: 'أبيض', hex: '#ffffff' };
const beige = { name: 'بيج', hex: '#d8c7a8' };
const navy = { name: 'كحلي', hex: '#1f2a44' };
const grey = { name: 'رمادي', hex: '#8a8d91' };

/**
 * A thobe in four colours and four sizes. White 56 and navy 56 are out of stock, beige 52 is
 * withdrawn (`is_available` false), beige does not come in 58 and grey is sold out in every size.
 * Navy 58 costs more than the others.
 */
export const thobeProduct: ProductDetails = {
  id: 201,
  name: 'ثوب رجالي قطن ياباني بياقة ملكية',
  brand: 'دار الأناقة',
  image: photo('#eef0f2', '👔'),
  price: 189,
  price_before_discount: 229,
  discount: 17,
  rating: 4.5,
  reviews_count: 38,
  is_available: true,
  is_favorite: false,
  provider: { id: 5, name: 'دار الأناقة' },
  category_id: 3,
  subcategory_id: 31,
  images: [photo('#eef0f2', '👔'), photo('#e8e2d6', '🧵'), photo('#e3e8f0', '🪡')],
  video: null,
  files: [{ name: 'جدول المقاسات', url: 'https://cdn.matjar.example/files/thobe-sizes.pdf' }],
  description:
    'ثوب رجالي من قطن ياباني ناعم يناسب الأجواء الحارة، بياقة ملكية وأزرار مخفية وجيب جانبي. يُغسل على حرارة ٣٠ درجة.',
  stock: 33,
  quantity_limit: 33,
  weight: null,
  calories: null,
  daily_value: null,
  variants: [
    variant(2011, white, '52', 5),
    variant(2012, white, '54', 3),
    variant(2013, white, '56', 0),
    variant(2014, white, '58', 2),
    variant(2021, beige, '52', 4, { isAvailable: false }),
    variant(2022, beige, '54', 8),
    variant(2023, beige, '56', 6),
    variant(2031, navy, '52', 1),
    variant(2032, navy, '54', 4),
    variant(2033, navy, '56', 0),
    variant(2034, navy, '58', 3, { price: 199, before: 239 }),
    variant(2041, grey, '52', 0),
    variant(2042, grey, '54', 0),
  ],
  category: { id: 3, name: 'الأزياء' },
  subcategory: { id: 31, name: 'الأثواب الرجالية' },
};

/** Oud oil in three bottle sizes with their own prices; the largest is out of stock. */
export const oudOilProduct: ProductDetails = {
  id: 104,
  name: 'دهن عود ملكي',
  brand: 'بيت العود',
  image: photo('#efe4f3', '🪔'),
  price: 250,
  price_before_discount: 250,
  discount: 0,
  rating: 4.9,
  reviews_count: 12,
  is_available: true,
  is_favorite: true,
  provider: { id: 3, name: 'بيت العود' },
  category_id: 4,
  subcategory_id: null,
  images: [photo('#efe4f3', '🪔'), photo('#f3e6d3', '🌿')],
  video: null,
  files: [],
  description: 'دهن عود كمبودي معتّق، ثباته يدوم طوال اليوم. للاستخدام الخارجي فقط.',
  stock: 9,
  quantity_limit: 9,
  weight: null,
  calories: null,
  daily_value: null,
  variants: [
    variant(1041, null, '12 مل', 6, { price: 250, before: 250 }),
    variant(1042, null, '24 مل', 3, { price: 450, before: 500 }),
    variant(1043, null, '36 مل', 0, { price: 620, before: 620 }),
  ],
  category: { id: 4, name: 'العطور والبخور' },
  subcategory: null,
};

/** A bakhoor burner of one kind, three in stock, with a video and two files. */
export const burnerProduct: ProductDetails = {
  id: 301,
  name: 'مبخرة كهربائية محمولة تعمل بالشحن',
  brand: 'بيت العود',
  image: photo('#f4ece1', '🏺'),
  price: 149,
  price_before_discount: 149,
  discount: 0,
  rating: 4.3,
  reviews_count: 64,
  is_available: true,
  is_favorite: false,
  provider: { id: 3, name: 'بيت العود' },
  category_id: 5,
  subcategory_id: null,
  images: [
    photo('#f4ece1', '🏺'),
    photo('#ece6f4', '💨'),
    photo('#e4f5ec', '🔌'),
    photo('#fbf1dc', '🎁'),
  ],
  video: 'https://cdn.matjar.example/videos/bakhoor-burner.mp4',
  files: [
    { name: 'دليل الاستخدام', url: 'https://cdn.matjar.example/files/bakhoor-burner-manual.pdf' },
    { name: 'شهادة الضمان', url: 'https://cdn.matjar.example/files/bakhoor-burner-warranty.pdf' },
  ],
  description:
    'مبخرة صغيرة تُشحن عبر USB-C وتعمل حتى ساعتين بالشحنة الواحدة، بغطاء مقاوم للحرارة ومناسبة للسيارة والمكتب.',
  stock: 3,
  quantity_limit: 3,
  weight: 350,
  calories: null,
  daily_value: null,
  variants: [],
  category: { id: 5, name: 'المنزل والمطبخ' },
  subcategory: null,
};

/** Headphones with no unit left. */
export const soldOutProduct: ProductDetails = {
  id: 103,
  name: 'سماعات لاسلكية بخاصية عزل الضوضاء وبطارية تدوم ٣٠ ساعة',
  brand: 'ساوند',
  image: photo('#e3eef8', '🎧'),
  price: 299,
  price_before_discount: 399,
  discount: 25,
  rating: 4.2,
  reviews_count: 58,
  is_available: false,
  is_favorite: false,
  provider: { id: 4, name: 'إلكترونيات الرياض' },
  category_id: 2,
  subcategory_id: null,
  images: [photo('#e3eef8', '🎧')],
  video: null,
  files: [],
  description: 'سماعات فوق الأذن بعزل نشط للضوضاء، واتصال بجهازين في الوقت نفسه.',
  stock: 0,
  quantity_limit: 0,
  weight: 250,
  calories: null,
  daily_value: null,
  variants: [],
  category: { id: 2, name: 'الإلكترونيات' },
  subcategory: null,
};

/** Sukkari dates with their weight, calories and daily value per serving. */
export const datesProduct: ProductDetails = {
  id: 102,
  name: 'تمر سكري القصيم مفتّل فاخر',
  brand: 'تمور القصيم',
  image: photo('#f6ead8', '🌴'),
  price: 65,
  price_before_discount: 65,
  discount: 0,
  rating: 4.8,
  reviews_count: 310,
  is_available: true,
  is_favorite: true,
  provider: { id: 2, name: 'تمور القصيم' },
  category_id: 1,
  subcategory_id: 12,
  images: [photo('#f6ead8', '🌴'), photo('#efe1c8', '📦')],
  video: null,
  files: [],
  description: 'تمر سكري من مزارع القصيم، منتقى بعناية ومعبأ في علبة محكمة الإغلاق تحفظ طراوته.',
  stock: 40,
  quantity_limit: 40,
  weight: 800,
  calories: 282,
  daily_value: 14,
  variants: [],
  category: { id: 1, name: 'البقالة' },
  subcategory: { id: 12, name: 'التمور' },
};

const avatar = picture(96, '#e3f3ef', '👩');

/** Reviews newest first; one was written at 01:30 in Riyadh (22:30 UTC the day before). */
export const reviewsFixture: Review[] = [
  {
    id: 9001,
    user: { name: 'نورة العتيبي', image: avatar },
    rating: 5,
    comment: 'القماش ممتاز وخفيف، والمقاس مطابق للجدول تمامًا. وصلني خلال يومين.',
    created_at: '2025-03-14T22:30:00Z',
  },
  {
    id: 9002,
    user: { name: 'Faisal Alharbi', image: null },
    rating: 4,
    comment: 'Great quality for the price. The collar is a bit stiff at first.',
    created_at: '2025-03-10T09:15:00Z',
  },
  {
    id: 9003,
    user: { name: 'عبدالله الشهري', image: null },
    rating: 4,
    comment: 'جيد جدًا، لكن اللون البيج أفتح قليلًا من الصورة.',
    created_at: '2025-02-27T16:40:00Z',
  },
  {
    id: 9004,
    user: { name: 'سارة القحطاني', image: null },
    rating: 5,
    comment: 'اشتريته هدية لوالدي وأعجبه كثيرًا 👌',
    created_at: '2025-02-20T11:05:00Z',
  },
  {
    id: 9005,
    user: { name: 'محمد الدوسري', image: null },
    rating: 3,
    comment: 'التغليف كان يحتاج عناية أكثر، أما الثوب نفسه فجيد.',
    created_at: '2025-02-11T19:20:00Z',
  },
];

/** The next page of reviews, as "Show more reviews" brings it. */
export const moreReviewsFixture: Review[] = [
  {
    id: 9006,
    user: { name: 'خالد المطيري', image: null },
    rating: 5,
    comment: 'ثاني مرة أطلب منهم، نفس الجودة.',
    created_at: '2025-01-30T08:00:00Z',
  },
  {
    id: 9007,
    user: { name: 'ريم الزهراني', image: null },
    rating: 4,
    comment: 'مريح جدًا في الصيف.',
    created_at: '2025-01-18T13:45:00Z',
  },
];
