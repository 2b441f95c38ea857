import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPaymentPage, usePaymentReturn } from './payment-page.js';

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

/** The outcome the page reads, the address it is at, and a button that forgets the outcome. */
function WalletPage() {
  const { outcome, forget } = usePaymentReturn();
  const { search } = useLocation();
  return (
    <>
      <output aria-label="outcome">{outcome ?? 'none'}</output>
      <output aria-label="address">{search || '(none)'}</output>
      <button onClick={forget}>Forget</button>
    </>
  );
}

const Stub = createRoutesStub([{ path: '/wallet', Component: WalletPage }]);

describe('usePaymentReturn', () => {
  it.each(['success', 'failed'])(
    'reads %s from the address the payment page sent back to',
    async (outcome) => {
      render(<Stub initialEntries={[`/wallet?payment=${outcome}&payment_id=pay_1`]} />);
      expect(await screen.findByRole('status', { name: 'outcome' })).toHaveTextContent(outcome);
    },
  );

  it.each(['/wallet', '/wallet?payment=pending', '/wallet?payment='])(
    'reads no outcome from %s',
    async (entry) => {
      render(<Stub initialEntries={[entry]} />);
      expect(await screen.findByRole('status', { name: 'outcome' })).toHaveTextContent('none');
    },
  );

  it('takes the outcome and the payment out of the address, keeping the rest', async () => {
    render(<Stub initialEntries={['/wallet?page=2&payment=success&payment_id=pay_1']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Forget' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?page=2');
    expect(screen.getByRole('status', { name: 'outcome' })).toHaveTextContent('none');
  });
});
