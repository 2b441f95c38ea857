import { defineMessage } from 'react-intl';

/**
 * The words of the new complaint screen around its form. Their ids are older than the screen (it
 * was a page of the storefront), which keeps the catalogues' translations.
 */
export const newComplaintScreenMessages = {
  complaintSent: defineMessage({
    id: 'storefront.account.complaintSent',
    defaultMessage: 'Sent. We will answer you here.',
  }),
} as const;
