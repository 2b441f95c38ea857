import type { DemoState, DemoUser } from '../state.js';
import { seedAccount } from './account.js';
import { seedCatalog } from './catalog.js';
import { seedCommerce } from './commerce.js';

const user = (overrides: Partial<DemoUser> & Pick<DemoUser, 'id' | 'phone'>): DemoUser => ({
  name: null,
  country_code: '966',
  email: null,
  image: null,
  password: '123456',
  is_active: true,
  is_blocked: false,
  is_notify: true,
  needs_profile: false,
  city_id: 1,
  country_id: 1,
  pending_phone: null,
  deleted: false,
  ...overrides,
});

/**
 * The demo store's starting data. Demo customers (password `123456`, activation code `1234`):
 * - 500000001 Sara, active, with two saved addresses;
 * - 500000002 not activated yet (sign-in answers `needActive`);
 * - 500000003 and 500000004 active, profile incomplete: no name, no city (activation and sign-in
 *   answer `needCompleteInfo`, with the token that lets the profile be completed);
 * - 500000009 blocked.
 */
export function seedState(): DemoState {
  const catalog = seedCatalog();
  return {
    version: 2,
    nextId: 1000,
    users: [
      user({ id: 1, phone: '500000001', name: 'سارة العتيبي', email: 'sara@example.com' }),
      user({ id: 2, phone: '500000002', name: 'محمد القحطاني', is_active: false }),
      user({ id: 3, phone: '500000003', needs_profile: true, city_id: null }),
      user({ id: 4, phone: '500000004', needs_profile: true, city_id: null }),
      user({ id: 9, phone: '500000009', name: 'حساب موقوف', is_blocked: true }),
    ],
    sessions: {},
    codes: {},
    locations: [
      {
        id: 1,
        user_id: 1,
        name: 'المنزل',
        address: 'حي النرجس، شارع الأمير محمد بن سعد، الرياض',
        lat: 24.8312,
        lng: 46.6531,
        is_default: true,
      },
      {
        id: 2,
        user_id: 1,
        name: 'العمل',
        address: 'طريق الملك فهد، حي العليا، الرياض',
        lat: 24.6995,
        lng: 46.6858,
        is_default: false,
      },
    ],
    cartLines: [{ id: 1, owner: 'user:1', ...buyableLine(catalog, 1), quantity: 2 }],
    payments: [],
    catalog,
    commerce: seedCommerce(),
    account: seedAccount(),
  };
}

/**
 * A cart line of a product the store has plenty of: the product itself when it has no variants,
 * otherwise its variant with the most in stock.
 */
function buyableLine(
  catalog: DemoState['catalog'],
  productId: number,
): { product_id: number; variant_id: number | null } {
  const product = catalog.products.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`The seed has no product ${productId}`);
  if (product.variants.length === 0) return { product_id: productId, variant_id: null };
  const variant = product.variants.reduce((most, candidate) =>
    candidate.stock > most.stock ? candidate : most,
  );
  return { product_id: productId, variant_id: variant.id };
}
