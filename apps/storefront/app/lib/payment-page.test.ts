import { describe, expect, it } from 'vitest';
import { isPaymentPage } from './payment-page.js';

const provider = 'https://pay.example';

describe('isPaymentPage', () => {
  it('follows a page of the payment provider', () => {
    expect(isPaymentPage('https://pay.example/checkout/42?lang=ar', provider)).toBe(true);
  });

  it.each([
    'https://evil.example/checkout/42',
    'https://pay.example.evil.example/checkout',
    'https://pay.example@evil.example/',
    'http://pay.example/checkout/42',
    'https://pay.example:8443/checkout/42',
    '//evil.example/checkout',
    '/cart/completed',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'not a url',
  ])('does not follow %s', (url) => {
    expect(isPaymentPage(url, provider)).toBe(false);
  });
});
