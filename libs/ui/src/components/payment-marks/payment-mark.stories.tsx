import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_MARK_KINDS, PaymentMark } from './payment-mark.js';

const meta = {
  title: 'ui/PaymentMark',
  component: PaymentMark,
  args: { kind: 'mada' },
} satisfies Meta<typeof PaymentMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mada: Story = {};
export const Visa: Story = { args: { kind: 'visa' } };
export const Mastercard: Story = { args: { kind: 'mastercard' } };
export const Card: Story = { args: { kind: 'card' } };
export const Cash: Story = { args: { kind: 'cash' } };
export const Wallet: Story = { args: { kind: 'wallet' } };
export const BankTransfer: Story = { args: { kind: 'bank_transfer' } };
export const Small: Story = { args: { kind: 'visa', size: 'sm' } };

/** Every mark in a row, named, as a footer lists the ways to pay. */
export const AllMarks: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }}>
      {PAYMENT_MARK_KINDS.map((kind) => (
        <li key={kind} style={{ listStyle: 'none' }}>
          <PaymentMark {...args} kind={kind} />
        </li>
      ))}
    </ul>
  ),
};

export const AllMarksEnglish: Story = { ...AllMarks, globals: { locale: 'en' } };

/** On the footer's dark background: the white badge keeps every mark readable. */
export const OnDarkBackground: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, padding: 16, background: '#0f1f1c' }}>
      {PAYMENT_MARK_KINDS.map((kind) => (
        <PaymentMark {...args} key={kind} kind={kind} size="sm" />
      ))}
    </div>
  ),
};

/** Beside words that name it, the mark is hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <PaymentMark {...args} kind="cash" size="sm" isDecorative />
      الدفع عند الاستلام
    </p>
  ),
};
