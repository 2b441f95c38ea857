import type { Banner, Category, Home, Product, Provider } from '@matjar/api-client';

/**
 * An inline SVG picture as a `data:` URL, so stories show images and tests fetch nothing.
 * `symbol` is drawn in the middle (an emoji stands in for a product photo).
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

const square = (background: string, symbol: string) => picture(320, 320, background, symbol);
const wide = (background: string, symbol: string) => picture(800, 350, background, symbol);

/** Products as the home page lists them: discounted, regular, out of stock and not yet rated. */
export const productsFixture: Product[] = [
  {
    id: 101,
    name: 'قهوة عربية سعودية بالهيل والزعفران ٥٠٠ جم',
    brand: 'محمصة الديرة',
    image: square('#f3e6d3', '☕'),
    price: 45,
    price_before_discount: 55,
    discount: 18,
    rating: 4.6,
    reviews_count: 124,
    is_available: true,
    is_favorite: false,
    provider: { id: 1, name: 'محمصة الديرة' },
    category_id: 1,
    subcategory_id: 11,
  },
  {
    id: 102,
    name: 'تمر سكري القصيم فاخر ١ كجم',
    brand: 'تمور القصيم',
    image: square('#f6ead8', '🌴'),
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
  },
  {
    id: 103,
    name: 'سماعات لاسلكية بخاصية عزل الضوضاء وبطارية تدوم ٣٠ ساعة',
    brand: 'ساوند',
    image: square('#e3eef8', '🎧'),
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
  },
  {
    id: 104,
    name: 'دهن عود ملكي ١٢ مل',
    brand: 'بيت العود',
    image: square('#efe4f3', '🪔'),
    price: 250,
    price_before_discount: 250,
    discount: 0,
    rating: 0,
    reviews_count: 0,
    is_available: true,
    is_favorite: false,
    provider: { id: 3, name: 'بيت العود' },
    category_id: 4,
    subcategory_id: null,
  },
  {
    id: 105,
    name: 'زيت زيتون بكر ممتاز من الجوف ١ لتر',
    brand: 'أسواق الجوف',
    image: square('#eef3dc', '🫒'),
    price: 39.95,
    price_before_discount: 49.95,
    discount: 20,
    rating: 4.4,
    reviews_count: 87,
    is_available: true,
    is_favorite: false,
    provider: { id: 6, name: 'أسواق الجوف' },
    category_id: 1,
    subcategory_id: 13,
  },
  {
    id: 106,
    name: 'عباية كريب سوداء بتطريز يدوي على الأكمام',
    brand: 'دار الأناقة',
    image: square('#e9e9ee', '🧥'),
    price: 180,
    price_before_discount: 180,
    discount: 0,
    rating: 4.1,
    reviews_count: 23,
    is_available: true,
    is_favorite: false,
    provider: { id: 5, name: 'دار الأناقة' },
    category_id: 3,
    subcategory_id: null,
  },
];

/** Helpers for a product of the fixtures by its place in the list, typed as present. */
function productAt(index: number): Product {
  const product = productsFixture[index];
  if (!product) throw new Error(`productsFixture has no product at ${index}`);
  return product;
}

/** A discounted, rated product in stock (Saudi coffee, 55 → 45 SR, 18 % off). */
export const discountedProduct = productAt(0);
/** A product at its regular price. */
export const regularProduct = productAt(1);
/** A discounted product that is out of stock. */
export const outOfStockProduct = productAt(2);
/** A product nobody has rated yet. */
export const unratedProduct = productAt(3);

/** Banners of each link type: a category, a product, a provider and none. */
export const bannersFixture: Banner[] = [
  {
    id: 1,
    title: 'خصومات اليوم الوطني حتى ٤٠٪ على البقالة',
    image: wide('#0b6b5d', '🇸🇦'),
    link_type: 'category',
    link_id: 1,
  },
  {
    id: 2,
    title: 'وصل حديثًا: قهوة مختصة من محمصة الديرة',
    image: wide('#c8922a', '☕'),
    link_type: 'product',
    link_id: 101,
  },
  {
    id: 3,
    title: 'تشكيلة بيت العود الجديدة',
    image: wide('#4b3a5a', '🪔'),
    link_type: 'provider',
    link_id: 3,
  },
  {
    id: 4,
    title: 'توصيل مجاني للطلبات فوق ٢٠٠ ريال',
    image: wide('#08554a', '🚚'),
    link_type: 'none',
    link_id: null,
  },
];

/** The store's categories. */
export const categoriesFixture: Category[] = [
  { id: 1, name: 'البقالة', image: square('#eef3dc', '🛒'), subcategories: [] },
  { id: 2, name: 'الإلكترونيات', image: square('#e3eef8', '📱'), subcategories: [] },
  { id: 3, name: 'الأزياء', image: square('#f6e3ea', '👗'), subcategories: [] },
  { id: 4, name: 'العطور والبخور', image: square('#efe4f3', '🪔'), subcategories: [] },
  { id: 5, name: 'المنزل والمطبخ', image: square('#f3e6d3', '🍳'), subcategories: [] },
  { id: 6, name: 'الصحة والجمال', image: square('#e4f5ec', '🧴'), subcategories: [] },
  { id: 7, name: 'ألعاب الأطفال', image: square('#fbf1dc', '🧸'), subcategories: [] },
  { id: 8, name: 'القرطاسية', image: square('#e9e9ee', '✏️'), subcategories: [] },
];

/** Providers, best rated first; the last one is new and not rated yet. */
export const providersFixture: Provider[] = [
  {
    id: 2,
    name: 'تمور القصيم',
    image: square('#f6ead8', '🌴'),
    rating: 4.8,
    reviews_count: 540,
    city: 'بريدة',
  },
  {
    id: 1,
    name: 'محمصة الديرة',
    image: square('#f3e6d3', '☕'),
    rating: 4.7,
    reviews_count: 212,
    city: 'الرياض',
  },
  {
    id: 3,
    name: 'بيت العود',
    image: square('#efe4f3', '🪔'),
    rating: 4.5,
    reviews_count: 98,
    city: 'جدة',
  },
  {
    id: 4,
    name: 'إلكترونيات الرياض',
    image: square('#e3eef8', '🎧'),
    rating: 4.2,
    reviews_count: 76,
    city: 'الرياض',
  },
  {
    id: 5,
    name: 'دار الأناقة',
    image: square('#e9e9ee', '🧥'),
    rating: 0,
    reviews_count: 0,
    city: 'الدمام',
  },
];

/** A full home page. */
export const homeFixture: Home = {
  banners: bannersFixture,
  categories: categoriesFixture,
  providers: providersFixture,
  offers: productsFixture.filter((product) => product.discount > 0),
  newly_added: [...productsFixture].reverse(),
  most_selling: productsFixture,
};

/** A home page with nothing in any section (a new store). */
export const emptyHomeFixture: Home = {
  banners: [],
  categories: [],
  providers: [],
  offers: [],
  newly_added: [],
  most_selling: [],
};
