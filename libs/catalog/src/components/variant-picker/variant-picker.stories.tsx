import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { oudOilProduct, thobeProduct } from '../product-details-fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { VariantPicker, type VariantPickerProps } from './variant-picker.js';

/** Keeps the chosen variant in state so the story can be played with. */
function StatefulVariantPicker({ value: initialValue, onChange, ...props }: VariantPickerProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <VariantPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'catalog/VariantPicker',
  component: VariantPicker,
  args: { variants: thobeProduct.variants, value: undefined, onChange: fn() },
  decorators: [withCatalogLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <StatefulVariantPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColorsAndSizes: Story = {};
export const Chosen: Story = { args: { value: 2034 } };
export const SizesOnly: Story = { args: { variants: oudOilProduct.variants } };
/** White 56, sold out, chosen on a page that offers "Notify me when available" for it. */
export const SoldOutChosen: Story = { args: { value: 2013, canChooseSoldOut: true } };
export const NotChosenYet: Story = { args: { error: 'يرجى اختيار النوع أولًا' } };
export const English: Story = {
  args: { value: 2012 },
  globals: { locale: 'en' },
};
export const EnglishNotChosenYet: Story = {
  args: { error: 'Please select the variant first' },
  globals: { locale: 'en' },
};
/**
 * Coffee sold by weight, as the store writes it ("250 gm"): labelled "Weight", each weight in the
 * page's unit; the largest bag is sold out.
 */
export const Weights: Story = {
  args: {
    value: 1042,
    variants: oudOilProduct.variants.map((variant, index) => ({
      ...variant,
      size: ['250 gm', '500 gm', '1000 gm'][index] ?? variant.size,
    })),
  },
};
export const WeightsEnglish: Story = {
  args: {
    variants: oudOilProduct.variants.map((variant, index) => ({
      ...variant,
      size: ['250 gm', '500 gm', '1000 gm'][index] ?? variant.size,
    })),
  },
  globals: { locale: 'en' },
};
