import type { StoreSettings } from '@matjar/api-client';

/** The store's settings as the store answers them in Arabic. */
export const arabicSettingsFixture: StoreSettings = {
  phone: '920000000',
  whatsapp: '+966 50 000 0000',
  email: 'care@matjar.example',
  vat_number: '300000000000003',
  commercial_registration: '1010000000',
  address: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  vat_rate: 0.15,
};

/** The same settings in English. */
export const englishSettingsFixture: StoreSettings = {
  ...arabicSettingsFixture,
  address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
};

/** A store that gives only an e-mail address and its VAT number. */
export const emailOnlySettingsFixture: StoreSettings = {
  phone: null,
  whatsapp: null,
  email: 'care@matjar.example',
  vat_number: '300000000000003',
  commercial_registration: null,
  address: null,
  vat_rate: 0.15,
};
