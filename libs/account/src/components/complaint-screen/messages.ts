import { defineMessage } from 'react-intl';

/**
 * The words of a complaint's screen. Their ids are older than the screen (it was a page of the
 * storefront), which keeps the catalogues' translations.
 */
export const complaintScreenMessages = {
  complaintNotFound: defineMessage({
    id: 'storefront.account.complaintNotFound',
    defaultMessage: 'We could not find this complaint or suggestion',
  }),
  backToComplaints: defineMessage({
    id: 'storefront.account.backToComplaints',
    defaultMessage: 'Back to complaints and suggestions',
  }),
} as const;
