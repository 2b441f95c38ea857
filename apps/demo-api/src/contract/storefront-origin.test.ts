import { beforeEach, describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

// The demo behaves as a careful store would: browsers of other sites may not call it, the payment
// page sends customers back to the storefront only, and an upload is served as what it is.
const api = useDemoApi();
const BASE = 'http://demo-api.test/api/';

beforeEach(() => {
  const { state } = api.demo.store;
  state.cartLines = state.cartLines.filter((line) => line.owner !== 'user:1');
});

describe('browsers of other sites', () => {
  it('may not call the API: CORS answers the storefront’s origin alone', async () => {
    const askFrom = (origin: string) =>
      api.demo.fetch(
        new Request(`${BASE}cart`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization',
          },
        }),
      );
    const storefront = await askFrom('https://shop.example');
    expect(storefront.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    for (const origin of ['https://evil.example', 'null', 'https://shop.example.evil.example']) {
      const answer = await askFrom(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('the payment page', () => {
  it('sends customers back to the storefront only: another site is refused before anything is paid or placed', async () => {
    const client = await api.signedIn();
    expect(
      await failureOf(
        client.wallet.charge({ amount: 100, return_url: 'https://evil.example/wallet' }),
      ),
    ).toEqual({ kind: 'fail', msg: 'The payment page cannot send you back to this address' });
    expect(api.demo.store.state.payments).toHaveLength(0);

    await client.cart.add({ product_id: 3, variant_id: 5, quantity: 1 });
    const ordersBefore = api.demo.store.state.commerce.orders.length;
    expect(
      await failureOf(
        client.orders.place({
          location_id: 1,
          payment_method: 'card',
          return_url: 'https://evil.example/cart/completed',
        }),
      ),
    ).toMatchObject({ kind: 'fail' });
    expect(api.demo.store.state.commerce.orders).toHaveLength(ordersBefore);
    expect((await client.cart.count()).data).toBe(1);
  });
});

describe('an uploaded file', () => {
  const complaintWith = async (file: Blob) => {
    const client = await api.signedIn();
    const { data } = await client.complaints.create({
      type: 'complaint',
      title: 'A broken box',
      message: 'See the picture.',
      images: [file],
    });
    const { data: details } = await client.complaints.details({ id: data.id });
    const [image = ''] = details.images;
    expect(image).toMatch(/\/__demo\/uploads\//);
    return fetch(image);
  };

  it('is served as the picture its bytes are, never sniffed', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const answer = await complaintWith(new Blob([png], { type: 'text/html' }));
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('that is not a picture is a download, not a page on the API’s origin', async () => {
    const page = '<html><script>alert(document.cookie)</script></html>';
    const answer = await complaintWith(new Blob([page], { type: 'text/html' }));
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toBe('attachment');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
