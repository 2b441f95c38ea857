import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './radio-group.js';

const paymentMethods: RadioOption[] = [
  { value: 'card', label: 'بطاقة مدى أو ائتمانية', description: 'فيزا، ماستركارد، مدى' },
  { value: 'apple-pay', label: 'Apple Pay' },
  { value: 'cash', label: 'الدفع عند الاستلام', description: 'رسوم إضافية ١٠ ر.س' },
  { value: 'wallet', label: 'المحفظة', description: 'رصيدك غير كافٍ', isDisabled: true },
];

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { label: 'طريقة الدفع', name: 'payment', options: paymentMethods, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'cash' } };
export const WithHint: Story = {
  args: { hint: 'يمكنك تغيير طريقة الدفع قبل تأكيد الطلب' },
};
export const WithError: Story = {
  args: { required: true, error: 'يرجى اختيار طريقة الدفع' },
};
export const Disabled: Story = { args: { defaultValue: 'card', disabled: true } };
export const Horizontal: Story = {
  args: {
    label: 'وقت التوصيل',
    name: 'slot',
    orientation: 'horizontal',
    defaultValue: 'morning',
    options: [
      { value: 'morning', label: 'صباحًا' },
      { value: 'evening', label: 'مساءً' },
      { value: 'night', label: 'ليلًا' },
    ],
  },
};
