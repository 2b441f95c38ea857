import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The account pages: addresses, complaints, notifications and the information pages. */
export const accountRoutes: RouteConfigEntry[] = [
  route('aboutUs', 'routes/account/info.tsx', { id: 'about-us' }),
  route('termsAndConditions', 'routes/account/info.tsx', { id: 'terms-and-conditions' }),
  route('termsAndPolicy', 'routes/account/info.tsx', { id: 'terms-and-policy' }),
  route('faqs', 'routes/account/faqs.tsx'),
  route('contactUs', 'routes/account/contact.tsx'),
  route('myAddresses', 'routes/account/addresses.tsx'),
  route('complaints', 'routes/account/complaints.tsx'),
  route('complaints/new', 'routes/account/complaint-new.tsx'),
  route('complaints/:id', 'routes/account/complaint.tsx'),
  route('notifications', 'routes/account/notifications.tsx'),
];
