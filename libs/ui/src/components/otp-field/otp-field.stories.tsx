import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '@matjar/i18n';
import { fn } from 'storybook/test';
import { OtpField } from './otp-field.js';

const meta = {
  title: 'ui/OtpField',
  component: OtpField,
  args: {
    name: 'code',
    hint: (
      <>
        أرسلنا رمز التفعيل إلى الرقم <bdi dir="ltr">+966 50 123 4567</bdi>
      </>
    ),
    onChange: fn(),
    onComplete: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownRunning: Story = {};
export const CountdownFinished: Story = { args: { resendAfterSeconds: 0 } };
export const PartlyTyped: Story = { args: { defaultValue: '73' } };
export const Complete: Story = { args: { defaultValue: '7316' } };
export const WithError: Story = {
  args: {
    defaultValue: '7316',
    error: <FormattedMessage {...errorMessages.verificationFailed} />,
  },
};
export const SixDigits: Story = { args: { length: 6 } };
export const Disabled: Story = { args: { defaultValue: '7316', disabled: true } };
export const WithoutResend: Story = { args: { onResend: undefined } };
