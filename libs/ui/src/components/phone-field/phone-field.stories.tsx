import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { validationMessages } from '@matjar/i18n';
import { fn } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field.js';

/** Keeps the number in state so the story can be typed into. */
function StatefulPhoneField({ value: initialValue, onChange, ...props }: PhoneFieldProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/PhoneField',
  component: PhoneField,
  args: { name: 'phone', value: '', onChange: fn() },
  render: (args) => <StatefulPhoneField {...args} />,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: '501234567' } };
export const WithHint: Story = {
  args: { hint: 'سنرسل رمز التفعيل إلى هذا الرقم', placeholder: '5XXXXXXXX' },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: {
    value: '50123',
    required: true,
    error: <FormattedMessage {...validationMessages.phoneIncorrect} />,
  },
};
export const Disabled: Story = { args: { value: '501234567', disabled: true } };
export const CustomLabel: Story = { args: { label: 'رقم جوال المستلم' } };
