import { defineMessage } from 'react-intl';

export const otpFieldMessages = {
  label: defineMessage({ id: 'ui.otpField.label', defaultMessage: 'Activation code' }),
  resend: defineMessage({ id: 'ui.otpField.resend', defaultMessage: 'Resend code' }),
  resendIn: defineMessage<{ seconds: number }>({
    id: 'ui.otpField.resendIn',
    defaultMessage: 'Resend code in {seconds, plural, one {# second} other {# seconds}}',
  }),
} as const;
