export {
  type HtmlSanitizer,
  type HtmlSanitizerOptions,
  type HtmlSanitizerProviderProps,
  HtmlSanitizerProvider,
  createHtmlSanitizer,
  hasVisibleContent,
  toHtml,
  useProvidedHtmlSanitizer,
  useSanitizeHtml,
} from './lib/html-sanitizer.js';
export { useSaudiCities } from './hooks/use-saudi-cities.js';
export { FAQS_PAGE_SIZE, type InfoPageKind, contentQueries } from './api/content-queries.js';
export { useContactUs, useFaqs, useInfoPage, useStoreSettings } from './hooks/use-content.js';
export {
  InfoPage,
  type InfoPageProps,
  InfoPageSkeleton,
  type InfoPageSkeletonProps,
} from './components/info-page/info-page.js';
export { infoPageMessages } from './components/info-page/messages.js';
export { FaqList, type FaqListProps } from './components/faq-list/faq-list.js';
export { faqListMessages } from './components/faq-list/messages.js';
export {
  ContactForm,
  type ContactFormProps,
  ContactUsForm,
  type ContactUsFormProps,
} from './components/contact-form/contact-form.js';
export {
  type ContactFormValues,
  contactFormFieldsSchema,
} from './components/contact-form/contact-form-schema.js';
export { contactFormMessages } from './components/contact-form/messages.js';
export { type SavedLocations, locationQueries } from './api/location-queries.js';
export {
  useCreateLocation,
  useDefaultLocation,
  useDeleteLocation,
  useLocations,
  useSetDefaultLocation,
  useUpdateLocation,
} from './hooks/use-locations.js';
export { AddressList, type AddressListProps } from './components/address-list/address-list.js';
export { COMPLAINTS_PER_PAGE, complaintQueries } from './api/complaint-queries.js';
export { NOTIFICATIONS_PER_PAGE, notificationQueries } from './api/notification-queries.js';
export {
  type CreateComplaintResult,
  useComplaint,
  useComplaints,
  useCreateComplaint,
} from './hooks/use-complaints.js';
export {
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotifications,
  useUnreadNotificationsCount,
} from './hooks/use-notifications.js';
export {
  ComplaintsList,
  type ComplaintsListProps,
} from './components/complaints-list/complaints-list.js';
export {
  ComplaintDetails,
  type ComplaintDetailsProps,
} from './components/complaint-details/complaint-details.js';
export {
  ComplaintForm,
  type ComplaintFormProps,
} from './components/complaint-form/complaint-form.js';
export {
  NotificationsList,
  type NotificationsListProps,
} from './components/notifications-list/notifications-list.js';
export {
  NotificationsBell,
  type NotificationsBellProps,
} from './components/notifications-bell/notifications-bell.js';
export { useCities, useCountries } from './hooks/use-content.js';
export {
  HTML_POLICY_NAME,
  SanitizedHtml,
  type SanitizedHtmlProps,
} from './components/sanitized-html/sanitized-html.js';
export {
  DeliverTo,
  DeliverToChip,
  type DeliverToChipProps,
  type DeliverToProps,
  type DeliverToState,
} from './components/deliver-to/deliver-to.js';
export { StoreContact, type StoreContactProps } from './components/store-contact/store-contact.js';
export { StoreLegal, type StoreLegalProps } from './components/store-contact/store-legal.js';
export { storeContactMessages } from './components/store-contact/messages.js';
export {
  AddressDialog,
  type AddressDialogProps,
  type AddressEditing,
  type AddressFormCityPicker,
  type AddressFormInput,
  type AddressFormProps,
} from './components/addresses-screen/address-dialog.js';
export {
  AddressesScreen,
  type AddressesScreenProps,
} from './components/addresses-screen/addresses-screen.js';
export {
  ComplaintsScreen,
  type ComplaintsScreenProps,
} from './components/complaints-screen/complaints-screen.js';
export {
  ComplaintScreen,
  type ComplaintScreenProps,
} from './components/complaint-screen/complaint-screen.js';
export {
  NewComplaintScreen,
  type NewComplaintScreenProps,
} from './components/new-complaint-screen/new-complaint-screen.js';
export {
  NotificationsScreen,
  type NotificationsScreenProps,
} from './components/notifications-screen/notifications-screen.js';
export { FaqsScreen, type FaqsScreenProps } from './components/faqs-screen/faqs-screen.js';
export { InfoScreen, type InfoScreenProps } from './components/info-screen/info-screen.js';
