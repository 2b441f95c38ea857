import { defineMessage } from 'react-intl';

export const phoneFieldMessages = {
  label: defineMessage({ id: 'ui.phoneField.label', defaultMessage: 'Mobile number' }),
  countryCode: defineMessage<{ code: string }>({
    id: 'ui.phoneField.countryCode',
    defaultMessage: 'Saudi Arabia {code}',
  }),
} as const;
