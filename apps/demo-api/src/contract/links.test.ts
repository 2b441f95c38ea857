import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

// Links the demo API hands out must work where its calls work: behind MSW's prefix too.
const api = useDemoApi();

describe('links the demo API hands out', () => {
  it('serve a product image under the API root', async () => {
    const { data } = await api.client().catalog.product({ id: 1 });
    const image = data.images[0] ?? '';
    expect(image.startsWith('http://demo-api.test/api/__demo/')).toBe(true);
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('serve the hosted payment page of a wallet charge, in the language the charge was asked in', async () => {
    const client = await api.signedIn();
    const { data } = await client.wallet.charge({
      amount: 50,
      return_url: 'http://storefront.test/wallet',
    });
    const page = await fetch(data.payment_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay now');
  });
});

describe('signing in', () => {
  it('brings what the visitor put in the cart into the customer’s cart', async () => {
    const session = await api.client().auth.visitorSignIn({ mac_address: '101.202.303.0' });
    const visitor = api.client(session.data.token);
    const before = (await (await api.signedIn()).cart.count()).data;
    const { data: products } = await visitor.home.newlyAdded({ per_page: 50 });
    const card = products.data.find((candidate) => candidate.is_available);
    if (!card) throw new Error('the seed has a product in stock');
    const { data: product } = await visitor.catalog.product({ id: card.id });
    const variant = product.variants.find((candidate) => candidate.is_available);
    await visitor.cart.add({
      product_id: product.id,
      ...(variant ? { variant_id: variant.id } : {}),
      quantity: 1,
    });
    // Signed in from the visitor's session: its cart joins the customer's.
    const result = await visitor.auth.signIn({ phone: '500000001', password: '123456' });
    if (result.key !== 'success') throw new Error('expected to sign in');
    const customer = api.client(result.data.token);
    expect((await customer.cart.count()).data).toBe(before + 1);
    expect((await visitor.cart.count()).data).toBe(0);
  });

  it('brings no visitor’s cart in for a device id named without its session', async () => {
    const session = await api.client().auth.visitorSignIn({ mac_address: '101.202.303.0' });
    await api.client(session.data.token).cart.add({ product_id: 3, variant_id: 5, quantity: 1 });
    const before = (await (await api.signedIn()).cart.count()).data;
    const result = await api
      .client()
      .auth.signIn({ phone: '500000001', password: '123456', mac_address: '101.202.303.0' });
    if (result.key !== 'success') throw new Error('expected to sign in');
    expect((await api.client(result.data.token).cart.count()).data).toBe(before);
    expect((await api.client(session.data.token).cart.count()).data).toBe(1);
  });
});

describe('a token the store no longer knows', () => {
  it('is refused as unauthenticated even by calls open to visitors', async () => {
    const error = await api
      .client('signed-out-token')
      .cart.count()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'unauthenticated' });
  });

  it('is not needed by a visitor without a token', async () => {
    expect((await api.client().cart.count({ mac_address: '1.2.3.0' })).data).toBe(0);
  });
});
