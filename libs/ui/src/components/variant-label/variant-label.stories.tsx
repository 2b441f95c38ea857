import type { Meta, StoryObj } from '@storybook/react-vite';
import { VariantLabel, type VariantOption } from './variant-label.js';

/** A navy thobe in size 54, named on an Arabic page. */
const thobeInArabic: VariantOption[] = [
  { name: 'اللون', value: 'كحلي', swatch: '#1f2a44' },
  { name: 'المقاس', value: '54' },
];

/** The same thobe on an English page: the store names its colours in Arabic. */
const thobeInEnglish: VariantOption[] = [
  { name: 'Color', value: 'كحلي', swatch: '#1f2a44' },
  { name: 'Size', value: '54' },
];

const meta = {
  title: 'ui/VariantLabel',
  component: VariantLabel,
  args: { options: thobeInArabic },
  globals: { locale: 'ar' },
} satisfies Meta<typeof VariantLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour with its swatch and a size, right to left. */
export const Arabic: Story = {};

/** A coffee sold by weight: one option, no swatch. */
export const ArabicWeight: Story = { args: { options: [{ name: 'الوزن', value: '250 جم' }] } };

/** A size in Latin letters keeps its place in Arabic text; a white swatch keeps its edge. */
export const ArabicWithLatinSize: Story = {
  args: {
    options: [
      { name: 'اللون', value: 'أبيض', swatch: '#ffffff' },
      { name: 'المقاس', value: 'XL' },
    ],
  },
};

/** Left to right, with the Arabic colour isolated from the English around it. */
export const English: Story = { args: { options: thobeInEnglish }, globals: { locale: 'en' } };

/** Any option the store names; in a narrow column an option goes to the next line whole. */
export const EnglishNarrow: Story = {
  args: { options: [...thobeInEnglish, { name: 'Pattern', value: 'Striped' }] },
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ maxInlineSize: '9rem' }}>
      <VariantLabel {...args} />
    </div>
  ),
};
