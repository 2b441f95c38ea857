import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, TextField } from './text-field.js';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'الاسم الكامل', name: 'name', autoComplete: 'name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const SearchIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'سارة العتيبي' } };
export const WithHint: Story = {
  args: { hint: 'كما يظهر في الهوية الوطنية' },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, error: 'يرجى إدخال اسمك' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'سارة العتيبي' } };
export const Email: Story = {
  args: {
    label: 'البريد الإلكتروني',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    dir: 'ltr',
    defaultValue: 'sara@example.com',
  },
};
export const Password: Story = {
  args: {
    label: 'كلمة المرور',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
  },
};
export const SearchWithAdornment: Story = {
  args: {
    label: 'ابحث في المتجر',
    name: 'q',
    type: 'search',
    autoComplete: 'off',
    startAdornment: <SearchIcon />,
  },
};
export const WithUnit: Story = {
  args: {
    label: 'الوزن',
    name: 'weight',
    inputMode: 'numeric',
    autoComplete: 'off',
    endAdornment: 'جم',
  },
};
export const Multiline: Story = {
  render: () => (
    <TextArea label="سبب الإرجاع" name="reason" hint="اذكر المنتج والمشكلة باختصار" required />
  ),
};
export const MultilineWithError: Story = {
  render: () => <TextArea label="نص الرسالة" name="message" required error="يرجى كتابة رسالتك" />,
};
