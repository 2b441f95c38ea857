import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChoiceChips, type ChoiceOption } from './choice-chips.js';

const sizes: ChoiceOption[] = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  {
    value: 'xl',
    label: 'XL',
    isDisabled: true,
    description: 'نفدت الكمية',
    descriptionDisplay: 'hidden',
  },
  { value: 'xxl', label: 'XXL' },
];

const weights: ChoiceOption[] = [
  { value: '250', label: '250 جم' },
  { value: '500', label: '500 جم' },
  { value: '1000', label: '1 كجم', description: 'الأوفر' },
];

const colors: ChoiceOption[] = [
  { value: 'black', label: 'أسود', color: '#111827' },
  { value: 'white', label: 'أبيض', color: '#ffffff' },
  { value: 'beige', label: 'بيج', color: '#e8dcc4' },
  { value: 'navy', label: 'كحلي', color: '#1f2a44' },
  { value: 'green', label: 'أخضر', color: '#0b6b5d', isDisabled: true, description: 'نفدت الكمية' },
];

const days: ChoiceOption[] = [
  { value: '2026-11-24', label: 'اليوم', description: '24 نوفمبر' },
  { value: '2026-11-25', label: 'غدًا', description: '25 نوفمبر' },
  { value: '2026-11-26', label: 'الخميس', description: '26 نوفمبر' },
  { value: '2026-11-27', label: 'الجمعة', description: '27 نوفمبر', isDisabled: true },
  { value: '2026-11-28', label: 'السبت', description: '28 نوفمبر' },
  { value: '2026-11-29', label: 'الأحد', description: '29 نوفمبر' },
  { value: '2026-11-30', label: 'الاثنين', description: '30 نوفمبر' },
  { value: '2026-12-01', label: 'الثلاثاء', description: '1 ديسمبر' },
];

const englishDays: ChoiceOption[] = [
  { value: '2026-11-24', label: 'Today', description: 'Nov 24' },
  { value: '2026-11-25', label: 'Tomorrow', description: 'Nov 25' },
  { value: '2026-11-26', label: 'Thursday', description: 'Nov 26' },
  { value: '2026-11-27', label: 'Friday', description: 'Nov 27', isDisabled: true },
  { value: '2026-11-28', label: 'Saturday', description: 'Nov 28' },
  { value: '2026-11-29', label: 'Sunday', description: 'Nov 29' },
  { value: '2026-11-30', label: 'Monday', description: 'Nov 30' },
  { value: '2026-12-01', label: 'Tuesday', description: 'Dec 1' },
];

const meta = {
  title: 'ui/ChoiceChips',
  component: ChoiceChips,
  args: { label: 'المقاس', name: 'size', options: sizes, onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <ChoiceChips {...args} />
    </div>
  ),
} satisfies Meta<typeof ChoiceChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {};
export const ChipChosen: Story = { args: { defaultValue: 'm' } };
export const Weights: Story = {
  args: { label: 'الوزن', name: 'weight', options: weights, defaultValue: '500' },
};
export const ChipsWithError: Story = {
  args: { required: true, error: 'يرجى اختيار النوع أولًا' },
};
export const ChipsDisabled: Story = { args: { defaultValue: 'l', disabled: true } };
/** A sold-out size chosen all the same, for "Notify me when available": crossed out, chosen. */
export const SoldOutChosen: Story = {
  args: {
    defaultValue: 'xl',
    options: sizes.map((option) =>
      option.value === 'xl' ? { ...option, isDisabled: false, isUnavailable: true } : option,
    ),
  },
};
export const ChipsEnglish: Story = {
  args: {
    label: 'Size',
    defaultValue: 's',
    options: sizes.map((option) =>
      option.isDisabled ? { ...option, description: 'Out of stock' } : option,
    ),
  },
  globals: { locale: 'en' },
};
export const Swatches: Story = {
  args: { appearance: 'swatch', label: 'اللون', name: 'color', options: colors },
};
export const SwatchChosen: Story = {
  args: {
    appearance: 'swatch',
    label: 'اللون',
    name: 'color',
    options: colors,
    defaultValue: 'white',
  },
};
export const SwatchesWithError: Story = {
  args: {
    appearance: 'swatch',
    label: 'اللون',
    name: 'color',
    options: colors,
    required: true,
    error: 'يرجى اختيار اللون',
  },
};
export const SwatchesEnglish: Story = {
  args: {
    appearance: 'swatch',
    label: 'Color',
    name: 'color',
    defaultValue: 'black',
    options: [
      { value: 'black', label: 'Black', color: '#111827' },
      { value: 'white', label: 'White', color: '#ffffff' },
      { value: 'beige', label: 'Beige', color: '#e8dcc4' },
      { value: 'green', label: 'Green', color: '#0b6b5d', isDisabled: true },
    ],
  },
  globals: { locale: 'en' },
};
export const Days: Story = {
  args: {
    appearance: 'day',
    label: 'يوم التوصيل',
    name: 'date',
    options: days,
    defaultValue: '2026-11-30',
  },
};
export const DaysWithError: Story = {
  args: {
    appearance: 'day',
    label: 'يوم التوصيل',
    name: 'date',
    options: days,
    required: true,
    error: 'يرجى اختيار تاريخ ووقت الطلب',
  },
};
export const DaysDisabled: Story = {
  args: {
    appearance: 'day',
    label: 'يوم التوصيل',
    name: 'date',
    options: days,
    defaultValue: '2026-11-25',
    disabled: true,
  },
};
export const DaysEnglish: Story = {
  args: {
    appearance: 'day',
    label: 'Delivery day',
    name: 'date',
    options: englishDays,
    defaultValue: '2026-11-25',
  },
  globals: { locale: 'en' },
};
