import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the store's contact block and legal numbers (the footer of every page). */
export const storeContactMessages = {
  title: defineMessage({ id: 'account.storeContact.title', defaultMessage: 'Contact us' }),
  phone: defineMessage({ id: 'account.storeContact.phone', defaultMessage: 'Phone' }),
  whatsapp: defineMessage({ id: 'account.storeContact.whatsapp', defaultMessage: 'WhatsApp' }),
  email: defineMessage({ id: 'account.storeContact.email', defaultMessage: 'Email' }),
  address: defineMessage({ id: 'account.storeContact.address', defaultMessage: 'Address' }),
  vatNumber: defineMessage<{ number: MessageValue }>({
    id: 'account.storeContact.vatNumber',
    defaultMessage: 'VAT registration number: {number}',
  }),
  commercialRegistration: defineMessage<{ number: MessageValue }>({
    id: 'account.storeContact.commercialRegistration',
    defaultMessage: 'Commercial registration: {number}',
  }),
} as const;
