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
}

export interface DemoVariant {
  id: number;
  color: { ar: string; en: string; hex: string } | null;
  size: string | null;
  price: number;
  stock: number;
}

/** The demo catalog: providers, categories, products and what hangs off them. */
export interface CatalogState {
  products: DemoProduct[];
}

/** The catalog's starting data. */
export function seedCatalog(): CatalogState {
  return { products: [] };
}
