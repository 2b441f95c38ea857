import type { Product, ProviderDetails, Subcategory } from '@matjar/api-client';
import { productsFixture } from './fixtures.js';

/** An inline SVG picture as a `data:` URL (see `fixtures.ts`), for covers and extra products. */
function picture(width: number, height: number, background: string, symbol: string): string {
  const size = Math.round(Math.min(width, height) * 0.45);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="54%" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${symbol}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** More products, to fill two rows of a grid on a wide screen. */
const moreProducts: Product[] = [
  {
    id: 107,
    name: 'عسل سدر جبلي أصلي ٥٠٠ جم',
    brand: 'مناحل الباحة',
    image: picture(320, 320, '#fbf1dc', '🍯'),
    price: 220,
    price_before_discount: 260,
    discount: 15,
    rating: 4.9,
    reviews_count: 402,
    is_available: true,
    is_favorite: true,
    provider: { id: 7, name: 'مناحل الباحة' },
    category_id: 1,
    subcategory_id: 13,
  },
  {
    id: 108,
    name: 'شاحن سريع ٦٥ واط بثلاثة منافذ',
    brand: 'ساوند',
    image: picture(320, 320, '#e3eef8', '🔌'),
    price: 119,
    price_before_discount: 119,
    discount: 0,
    rating: 3.9,
    reviews_count: 17,
    is_available: true,
    is_favorite: false,
    provider: { id: 4, name: 'إلكترونيات الرياض' },
    category_id: 2,
    subcategory_id: null,
  },
  {
    id: 109,
    name: 'بخور معمول فاخر ٥٠ جم',
    brand: 'بيت العود',
    image: picture(320, 320, '#efe4f3', '💨'),
    price: 85,
    price_before_discount: 85,
    discount: 0,
    rating: 4.3,
    reviews_count: 41,
    is_available: true,
    is_favorite: false,
    provider: { id: 3, name: 'بيت العود' },
    category_id: 4,
    subcategory_id: null,
  },
  {
    id: 110,
    name: 'دلة قهوة نحاسية مطلية يدويًا',
    brand: 'محمصة الديرة',
    image: picture(320, 320, '#f3e6d3', '🫖'),
    price: 140,
    price_before_discount: 175,
    discount: 20,
    rating: 4.5,
    reviews_count: 66,
    is_available: true,
    is_favorite: false,
    provider: { id: 1, name: 'محمصة الديرة' },
    category_id: 5,
    subcategory_id: null,
  },
];

/** A page of a product list: ten products, discounted, regular, out of stock and not rated. */
export const listProductsFixture: Product[] = [...productsFixture, ...moreProducts];

/** The subcategories of the grocery category. */
export const subcategoriesFixture: Subcategory[] = [
  { id: 11, name: 'القهوة والشاي' },
  { id: 12, name: 'التمور' },
  { id: 13, name: 'الزيوت والعسل' },
  { id: 14, name: 'البهارات' },
  { id: 15, name: 'الأرز والحبوب' },
  { id: 16, name: 'المعلبات' },
  { id: 17, name: 'الحلويات والشوكولاتة' },
  { id: 18, name: 'المشروبات' },
];

/** A store's page: rated, with a cover, a long description and several categories. */
export const providerDetailsFixture: ProviderDetails = {
  id: 2,
  name: 'تمور القصيم',
  rating: 4.8,
  reviews_count: 540,
  city: 'بريدة',
  image: picture(256, 256, '#f6ead8', '🌴'),
  cover: picture(1200, 400, '#0b6b5d', '🌴'),
  description:
    'نزرع النخيل في القصيم منذ ثلاثة أجيال، ونقطف التمر في موسمه ونرسله إليك طازجًا: سكري، خلاص، ' +
    'صقعي ومجدول. التوصيل إلى جميع مدن المملكة خلال يومين.',
  address: 'طريق الملك عبدالعزيز، حي الريان، بريدة',
  products_count: 128,
  categories: [
    { id: 1, name: 'البقالة' },
    { id: 19, name: 'التمور' },
    { id: 20, name: 'الهدايا' },
  ],
};

/** A store that opened this week: no rating, no products yet, one category. */
export const newProviderDetailsFixture: ProviderDetails = {
  id: 5,
  name: 'دار الأناقة',
  image: picture(256, 256, '#e9e9ee', '🧥'),
  rating: 0,
  reviews_count: 0,
  city: 'الدمام',
  cover: picture(1200, 400, '#4b3a5a', '🧵'),
  description: 'Abayas and scarves, hand-embroidered in Dammam.',
  address: 'شارع الأمير محمد بن فهد، الدمام',
  products_count: 0,
  categories: [{ id: 3, name: 'الأزياء' }],
};
