import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { PAYMENT_MARK_KINDS, PaymentMark, type PaymentMarkKind } from './payment-mark.js';
import * as stories from './payment-mark.stories.js';

const englishNames: Record<PaymentMarkKind, string> = {
  mada: 'mada',
  visa: 'Visa',
  mastercard: 'Mastercard',
  card: 'Bank card',
  cash: 'Cash on delivery',
  wallet: 'Wallet',
  bank_transfer: 'Bank transfer',
};

const arabicNames: Record<PaymentMarkKind, string> = {
  mada: 'مدى',
  visa: 'فيزا',
  mastercard: 'ماستركارد',
  card: 'بطاقة مصرفية',
  cash: 'الدفع عند الاستلام',
  wallet: 'المحفظة',
  bank_transfer: 'تحويل بنكي',
};

describe('PaymentMark', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it.each(PAYMENT_MARK_KINDS)('names the %s mark when it stands alone', (kind) => {
    render(
      <TestI18nProvider locale="en">
        <PaymentMark kind={kind} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: englishNames[kind] })).toBeInTheDocument();
  });

  it.each(PAYMENT_MARK_KINDS)('names the %s mark in Arabic to Arabic readers', (kind) => {
    render(
      <TestI18nProvider locale="ar">
        <PaymentMark kind={kind} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: arabicNames[kind] })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(
      <TestI18nProvider locale="en">
        <p>
          <PaymentMark kind="cash" isDecorative /> Cash on delivery
        </p>
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the name it is given', () => {
    render(
      <TestI18nProvider locale="en">
        <PaymentMark kind="card" label="mada card" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'mada card' })).toBeInTheDocument();
  });

  it('keeps its size whatever it draws', () => {
    render(
      <TestI18nProvider locale="en">
        <PaymentMark kind="visa" />
        <PaymentMark kind="mastercard" size="sm" />
      </TestI18nProvider>,
    );
    const [visa, mastercard] = screen.getAllByRole('img');
    expect(visa).toHaveAttribute('width', '48');
    expect(visa).toHaveAttribute('height', '32');
    expect(mastercard).toHaveAttribute('width', '36');
    expect(mastercard).toHaveAttribute('height', '24');
  });
});
