import { defineMessage } from 'react-intl';

/** Strings of the account pages' frames: their titles, descriptions for search engines and leads. */
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
  notificationsTitle: defineMessage({
    id: 'storefront.account.notificationsTitle',
    defaultMessage: 'Notifications',
  }),
  notificationsDescription: defineMessage({
    id: 'storefront.account.notificationsDescription',
    defaultMessage: 'News of your orders, wallet and account.',
  }),
};
