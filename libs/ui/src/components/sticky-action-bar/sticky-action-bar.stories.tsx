import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { Price } from '../price/price.js';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.js';
import { StickyActionBar } from './sticky-action-bar.js';

/** A product's bar: its price, the quantity and "Add to cart". */
function ProductActions({ addLabel, onAdd }: { addLabel: string; onAdd: () => void }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} max={5} />
      <Button size="lg" onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}

const meta = {
  title: 'ui/StickyActionBar',
  component: StickyActionBar,
  args: {
    summary: <Price amount={189} />,
    isSummaryPhoneOnly: true,
    children: <ProductActions addLabel="أضف إلى السلة" onAdd={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
  // Fixed to the bottom below 48rem: a phone's screen; in the page's flow on desktop.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductArabic: Story = {};

export const ProductEnglish: Story = {
  args: { children: <ProductActions addLabel="Add to cart" onAdd={fn()} /> },
  globals: { locale: 'en' },
};

export const CartTotalArabic: Story = {
  args: {
    mode: 'phone-only',
    isSummaryPhoneOnly: false,
    summaryLabel: 'الإجمالي',
    summary: <Price amount={1250.5} />,
    children: (
      <Button size="lg" onClick={fn()}>
        إتمام الطلب
      </Button>
    ),
  },
};

export const CheckoutTotalEnglish: Story = {
  args: {
    mode: 'phone-only',
    isSummaryPhoneOnly: false,
    summaryLabel: 'Total',
    summary: <Price amount={1250.5} />,
    children: (
      <Button size="lg" isLoading onClick={fn()}>
        Place order
      </Button>
    ),
  },
  globals: { locale: 'en' },
};

export const ActionsOnly: Story = {
  args: {
    summary: undefined,
    children: (
      <Button size="lg" onClick={fn()}>
        أضف إلى السلة
      </Button>
    ),
  },
};
