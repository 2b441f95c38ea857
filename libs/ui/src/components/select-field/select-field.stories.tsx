import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { SelectField } from './select-field.js';

const cities = [
  { value: '1', label: 'الرياض' },
  { value: '2', label: 'جدة' },
  { value: '3', label: 'الدمام' },
];

const meta = {
  title: 'ui/SelectField',
  component: SelectField,
  args: { label: 'المدينة', placeholder: 'اختر المدينة', options: cities, name: 'city_id' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: '2' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'يرجى اختيار المدينة' } };
export const Loading: Story = {
  args: { options: [], placeholder: 'جارٍ تحميل المدن…', disabled: true },
};

/** The options could not be loaded: the hint says so, with a way to try again. */
export const FailedWithRetry: Story = {
  args: {
    options: [],
    hint: 'تعذّر تحميل المدن.',
    hintAction: (
      <Button variant="ghost" size="sm">
        أعد المحاولة
      </Button>
    ),
  },
};

export const English: Story = {
  args: {
    label: 'City',
    placeholder: 'Choose your city',
    options: [
      { value: '1', label: 'Riyadh' },
      { value: '2', label: 'Jeddah' },
    ],
    hint: 'Where your orders are delivered',
  },
  globals: { locale: 'en' },
};
