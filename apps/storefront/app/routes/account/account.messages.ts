import { defineMessage } from 'react-intl';

/** Strings of the account pages: descriptions for search engines and page leads. */
export const accountPageMessages = {
  faqsDescription: defineMessage({
    id: 'storefront.account.faqsDescription',
    defaultMessage:
      'Answers to the questions customers ask most about orders, delivery and payment.',
  }),
  contactDescription: defineMessage({
    id: 'storefront.account.contactDescription',
    defaultMessage: 'Write to us and our team will answer you as soon as possible.',
  }),
  addressesTitle: defineMessage({
    id: 'storefront.account.addressesTitle',
    defaultMessage: 'My addresses',
  }),
  addressesDescription: defineMessage({
    id: 'storefront.account.addressesDescription',
    defaultMessage: 'The addresses your orders are delivered to.',
  }),
  addAddress: defineMessage({
    id: 'storefront.account.addAddress',
    defaultMessage: 'Add new address',
  }),
  editAddress: defineMessage({
    id: 'storefront.account.editAddress',
    defaultMessage: 'Edit address',
  }),
  addressSaved: defineMessage({
    id: 'storefront.account.addressSaved',
    defaultMessage: 'Address saved',
  }),
  addressDeleted: defineMessage({
    id: 'storefront.account.addressDeleted',
    defaultMessage: 'Address deleted',
  }),
  needActive: defineMessage({
    id: 'storefront.account.needActive',
    defaultMessage: 'Activate your phone number to save addresses.',
  }),
  complaintNotFound: defineMessage({
    id: 'storefront.account.complaintNotFound',
    defaultMessage: 'We could not find this complaint or suggestion',
  }),
  backToComplaints: defineMessage({
    id: 'storefront.account.backToComplaints',
    defaultMessage: 'Back to complaints and suggestions',
  }),
  complaintsTitle: defineMessage({
    id: 'storefront.account.complaintsTitle',
    defaultMessage: 'Complaints and suggestions',
  }),
  complaintsDescription: defineMessage({
    id: 'storefront.account.complaintsDescription',
    defaultMessage: 'Tell us what went wrong or what we could do better, and follow our answer.',
  }),
  newComplaint: defineMessage({
    id: 'storefront.account.newComplaint',
    defaultMessage: 'New complaint or suggestion',
  }),
  complaintSent: defineMessage({
    id: 'storefront.account.complaintSent',
    defaultMessage: 'Sent. We will answer you here.',
  }),
  notificationsTitle: defineMessage({
    id: 'storefront.account.notificationsTitle',
    defaultMessage: 'Notifications',
  }),
  notificationsDescription: defineMessage({
    id: 'storefront.account.notificationsDescription',
    defaultMessage: 'News of your orders, wallet and account.',
  }),
};
