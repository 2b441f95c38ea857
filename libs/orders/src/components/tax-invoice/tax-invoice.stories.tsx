import type { Meta, StoryObj } from '@storybook/react-vite';
import { taxInvoiceFixture } from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { TaxInvoice } from './tax-invoice.js';

const meta = {
  title: 'orders/TaxInvoice',
  component: TaxInvoice,
  decorators: [withOrdersLocale],
  args: { invoice: taxInvoiceFixture },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <TaxInvoice {...args} />
    </div>
  ),
} satisfies Meta<typeof TaxInvoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products, delivery and a coupon, with the QR code. */
export const Invoice: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    invoice: {
      ...taxInvoiceFixture,
      seller: {
        ...taxInvoiceFixture.seller,
        name: 'Matjar Trading Company',
        address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
      },
      lines: [
        { ...taxInvoiceFixture.lines[0]!, name: 'Premium Qassim Sukkari dates' },
        { ...taxInvoiceFixture.lines[1]!, name: 'Saudi coffee with cardamom' },
      ],
      shipping: taxInvoiceFixture.shipping
        ? { ...taxInvoiceFixture.shipping, name: 'Delivery' }
        : null,
    },
  },
};

/** On a phone, or an 80 mm receipt: each line as a small block of its named figures. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <TaxInvoice {...args} />
    </div>
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
