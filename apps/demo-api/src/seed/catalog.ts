import {
  type CatalogKind,
  categoryData,
  colorData,
  providerData,
  reviewComments,
  reviewerNames,
} from './catalog-data.js';
import { type Random, seededRandom } from './catalog-random.js';
import { type ContentState, seedContent } from './content-data.js';

type Text = { ar: string; en: string };

/** A product of the demo catalog (fields may be added; none removed or renamed). */
export interface DemoProduct {
  id: number;
  provider_id: number;
  category_id: number;
  subcategory_id: number | null;
  name: { ar: string; en: string };
  /** Price in SAR, VAT included, before any discount. */
  price: number;
  /** Discount in percent, 0 when none. */
  discount: number;
  /** Units in stock, summed over variants when the product has variants. */
  stock: number;
  variants: DemoVariant[];
  // Fields below are optional so that tests may add bare products; views use defaults.
  brand?: Text;
  description?: Text;
  /** Net weight in gm, when it matters (food, devices, home goods). */
  weight?: number | null;
  /** Energy in kcal per serving, for food. */
  calories?: number | null;
  /** Share of the daily energy value per serving, in percent, for food. */
  daily_value?: number | null;
  /** Gallery size: the product has images 1..image_count. */
  image_count?: number;
  /** Whether a data sheet (a text file) comes with the product. */
  has_datasheet?: boolean;
  /** Average review rating (0 when there are no reviews), one decimal. */
  rating?: number;
  reviews_count?: number;
  /** Units sold so far (orders may add to it). */
  sold_count?: number;
  /** ISO date the product was added. */
  created_at?: string;
  /** ISO date what its page shows last changed (when it was added, if never since). */
  updated_at?: string;
}

export interface DemoVariant {
  id: number;
  color: { ar: string; en: string; hex: string } | null;
  size: string | null;
  /** Price in SAR, VAT included, before the product's discount. */
  price: number;
  stock: number;
}

export interface DemoCategory {
  id: number;
  name: Text;
  color: string;
  kind: CatalogKind;
  subcategories: { id: number; name: Text }[];
}

export interface DemoProvider {
  id: number;
  name: Text;
  description: Text;
  address: Text;
  city_id: number;
  color: string;
  category_ids: number[];
  /** Average rating of its reviewed products, one decimal. */
  rating: number;
  reviews_count: number;
}

export interface DemoReview {
  id: number;
  product_id: number;
  /** A customer id, or null for the seed's reviewers. */
  user_id: number | null;
  user_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

/** A request to join the store as a delivery representative or a provider, as it was sent. */
export interface DemoJoinRequest {
  id: number;
  /** The number the sender quotes to support, e.g. `D-000123`. */
  number: string;
  kind: 'delegate' | 'provider';
  /** The customer who sent it, or null for a visitor. */
  user_id: number | null;
  /** The sender's name, or the store's name for a provider. */
  name: string;
  /** The owner's name (providers only). */
  owner_name: string | null;
  phone: string;
  city_id: number;
  category_id: number | null;
  subcategory_id: number | null;
  brand: string | null;
  notes: string | null;
  /** The uploaded ID photo (delegates) or logo (providers), as received; null when none. */
  upload: { type: string; size: number } | null;
  /** `pending` until the store reviews it. */
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
}

/** The demo catalog: providers, categories, products and what hangs off them. */
export interface CatalogState extends ContentState {
  products: DemoProduct[];
  categories: DemoCategory[];
  providers: DemoProvider[];
  reviews: DemoReview[];
  /** Customer id → ids of favourite products, newest first. */
  favorites: Record<string, number[]>;
  /** Delegate and provider join requests, oldest first. */
  join_requests: DemoJoinRequest[];
  /** Customers waiting for products back in stock (absent from data saved before them). */
  stock_alerts?: DemoStockAlert[];
}

/** A customer's wish to hear when a product, or one of its variants, is back in stock. */
export interface DemoStockAlert {
  id: number;
  user_id: number;
  product_id: number;
  variant_id: number | null;
  created_at: string;
}

/** The price a customer pays for one unit, VAT included: `price` less the discount. */
export function priceAfterDiscount(price: number, discount: number): number {
  return Math.round(price * (100 - discount)) / 100;
}

const SIZE_SETS: Record<CatalogKind, string[][]> = {
  food: [['250 gm', '500 gm', '1000 gm']],
  fashion: [
    ['S', 'M', 'L', 'XL'],
    ['52', '54', '56', '58', '60'],
    ['40', '41', '42', '43', '44'],
  ],
  kids: [['2Y', '4Y', '6Y', '8Y']],
  electronics: [['64 GB', '128 GB', '256 GB']],
  home: [['S', 'M', 'L']],
  beauty: [['50 ml', '100 ml']],
};

const DESCRIPTIONS: Record<CatalogKind, Text> = {
  food: {
    ar: 'طازج ومختار بعناية، يُحفظ في مكان بارد وجاف. مناسب لوجبات العائلة اليومية.',
    en: 'Fresh and carefully chosen; keep in a cool, dry place. Right for everyday family meals.',
  },
  fashion: {
    ar: 'خامة مريحة وتفصيل متقن يناسب المناسبات والاستخدام اليومي. يُغسل على درجة حرارة منخفضة.',
    en: 'Comfortable fabric and careful tailoring for occasions and daily wear. Wash at a low temperature.',
  },
  kids: {
    ar: 'آمن للأطفال ومصنوع من مواد مطابقة للمواصفات السعودية.',
    en: 'Safe for children and made of materials that meet Saudi standards.',
  },
  electronics: {
    ar: 'ضمان سنتين لدى الوكيل، ويشمل الصندوق كابل الشحن ودليل الاستخدام.',
    en: 'Two-year agent warranty; the box includes a charging cable and a user guide.',
  },
  home: {
    ar: 'متين وسهل التنظيف، يضفي لمسة أنيقة على منزلك.',
    en: 'Durable and easy to clean; adds an elegant touch to your home.',
  },
  beauty: {
    ar: 'تركيبة فاخرة تدوم طويلًا، مناسبة لجميع أنواع البشرة.',
    en: 'A rich, long-lasting blend, suitable for all skin types.',
  },
};

const money = (value: number) => Math.round(value * 100) / 100;
const SEED_START = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

function stockOf(random: Random): number {
  const roll = random.next();
  if (roll < 0.1) return 0;
  if (roll < 0.25) return random.int(1, 5);
  return random.int(6, 120);
}

function variantsOf(
  random: Random,
  kind: CatalogKind,
  basePrice: number,
  nextVariantId: () => number,
): DemoVariant[] {
  const hasSizes =
    kind === 'food' || kind === 'beauty'
      ? random.chance(0.5)
      : kind !== 'home' || random.chance(0.4);
  const hasColors =
    kind === 'fashion' ||
    kind === 'kids' ||
    kind === 'electronics' ||
    (kind === 'home' && random.chance(0.6));
  if (!hasSizes && !hasColors) return [];
  const sizes = hasSizes ? random.pick(SIZE_SETS[kind]) : [null];
  const colors: ((typeof colorData)[number] | null)[] = hasColors ? [] : [null];
  if (hasColors) {
    const count = random.int(1, 3);
    const start = random.int(0, colorData.length - 1);
    for (let index = 0; index < count; index += 1) {
      colors.push(colorData[(start + index * 3) % colorData.length] as (typeof colorData)[number]);
    }
  }
  const variants: DemoVariant[] = [];
  for (const color of colors) {
    sizes.forEach((size, sizeIndex) => {
      const step = kind === 'food' || kind === 'electronics' || kind === 'beauty' ? 0.8 : 0;
      variants.push({
        id: nextVariantId(),
        color: color ? { ...color } : null,
        size,
        price: money(Math.round(basePrice * (1 + step * sizeIndex)) - 0.05),
        stock: stockOf(random),
      });
    });
  }
  return variants;
}

function weightOf(random: Random, kind: CatalogKind): number | null {
  switch (kind) {
    case 'food':
      return random.pick([200, 250, 400, 500, 750, 1000, 1500]);
    case 'electronics':
      return random.int(30, 420);
    case 'home':
      return random.int(300, 4500);
    case 'beauty':
      return random.int(60, 350);
    default:
      return null;
  }
}

/** Generates `count` products (deterministic) with their reviews. */
export function generateProducts(count: number): {
  products: DemoProduct[];
  reviews: DemoReview[];
} {
  const random = seededRandom(20250101);
  const products: DemoProduct[] = [];
  const reviews: DemoReview[] = [];
  let variantId = 0;
  const nextVariantId = () => (variantId += 1);
  const subcategories = categoryData.flatMap((category) =>
    category.subcategories.map((subcategory) => ({ category, subcategory })),
  );

  for (let id = 1; id <= count; id += 1) {
    const { category, subcategory } = subcategories[
      (id - 1) % subcategories.length
    ] as (typeof subcategories)[number];
    const round = Math.floor((id - 1) / subcategories.length);
    const item = subcategory.items[round % subcategory.items.length] as Text;
    const brand = random.pick(category.brands);
    const sellers = providerData.filter((provider) => provider.category_ids.includes(category.id));
    const provider = random.pick(sellers);
    const [low, high] = category.prices;
    const basePrice = low + random.next() * (high - low);
    const variants = variantsOf(random, category.kind, basePrice, nextVariantId);
    // A few products sold out entirely, whatever their variants say.
    const soldOut = random.chance(0.08);
    if (soldOut) variants.forEach((variant) => (variant.stock = 0));
    const ownStock = soldOut ? 0 : stockOf(random);
    const stock = variants.length
      ? variants.reduce((sum, variant) => sum + variant.stock, 0)
      : ownStock;
    const price = variants[0]?.price ?? money(Math.round(basePrice) - 0.05);
    const discount = random.chance(0.35) ? random.pick([5, 10, 15, 20, 25, 30, 40, 50]) : 0;
    const isFood = category.kind === 'food';
    const calories = isFood ? random.int(15, 520) : null;
    const reviewCount = random.chance(0.15) ? 0 : random.int(1, 9);
    let ratingSum = 0;
    const createdAt = SEED_START + random.int(0, 420) * DAY + random.int(0, 86_399) * 1000;
    for (let index = 0; index < reviewCount; index += 1) {
      const rating = random.next() < 0.55 ? 5 : random.int(1, 4);
      ratingSum += rating;
      reviews.push({
        id: reviews.length + 1,
        product_id: id,
        user_id: null,
        user_name: random.pick(reviewerNames),
        rating,
        comment: random.pick(reviewComments[rating] ?? ['']),
        created_at: new Date(createdAt + random.int(1, 60) * DAY).toISOString(),
      });
    }
    const sequence =
      round >= subcategory.items.length
        ? ` ${Math.floor(round / subcategory.items.length) + 1}`
        : '';
    products.push({
      id,
      provider_id: provider.id,
      category_id: category.id,
      subcategory_id: subcategory.id,
      name: { ar: `${item.ar} ${brand.ar}${sequence}`, en: `${brand.en} ${item.en}${sequence}` },
      price,
      discount,
      stock,
      variants,
      brand: { ...brand },
      description: { ...DESCRIPTIONS[category.kind] },
      weight: weightOf(random, category.kind),
      calories,
      daily_value: calories === null ? null : Math.round((calories / 2000) * 100),
      image_count: random.int(1, 4),
      has_datasheet:
        category.kind === 'electronics' || category.kind === 'home' || random.chance(0.1),
      rating: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
      reviews_count: reviewCount,
      sold_count: Math.floor(random.next() ** 2 * 2000),
      created_at: new Date(createdAt).toISOString(),
    });
  }
  return { products, reviews };
}

/** How many products the demo has: `DEMO_API_PRODUCTS` (for scale tests) or 150. */
export function demoProductCount(): number {
  const wanted = Number(process.env['DEMO_API_PRODUCTS']);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 150;
}

/** The catalog's starting data. */
export function seedCatalog(): CatalogState {
  const { products, reviews } = generateProducts(demoProductCount());
  const providers: DemoProvider[] = providerData.map((provider) => {
    const rated = products.filter(
      (product) => product.provider_id === provider.id && product.reviews_count,
    );
    const reviewsCount = rated.reduce((sum, product) => sum + (product.reviews_count ?? 0), 0);
    const total = rated.reduce(
      (sum, product) => sum + (product.rating ?? 0) * (product.reviews_count ?? 0),
      0,
    );
    return {
      ...provider,
      category_ids: [...provider.category_ids],
      rating: reviewsCount ? Math.round((total / reviewsCount) * 10) / 10 : 0,
      reviews_count: reviewsCount,
    };
  });
  return {
    products,
    categories: categoryData.map(({ id, name, color, kind, subcategories }) => ({
      id,
      name,
      color,
      kind,
      subcategories: subcategories.map((subcategory) => ({
        id: subcategory.id,
        name: subcategory.name,
      })),
    })),
    providers,
    reviews,
    favorites: { '1': [3, 12] },
    join_requests: [],
    ...seedContent(),
  };
}
