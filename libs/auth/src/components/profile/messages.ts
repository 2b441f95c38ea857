import { defineMessage } from 'react-intl';

/** Texts of the profile page, its menu and the account actions. */
export const profileMessages = {
  title: defineMessage({ id: 'auth.profile.title', defaultMessage: 'My account' }),
  guestTitle: defineMessage({ id: 'auth.profile.guestTitle', defaultMessage: 'Welcome' }),
  guestBody: defineMessage({
    id: 'auth.profile.guestBody',
    defaultMessage: 'Sign in to follow your orders, wallet and addresses.',
  }),
  signIn: defineMessage({
    id: 'auth.profile.signIn',
    defaultMessage: 'Sign in or create an account',
  }),
  photoAlt: defineMessage<{ name: string }>({
    id: 'auth.profile.photoAlt',
    defaultMessage: 'Photo of {name}',
  }),
  noName: defineMessage({ id: 'auth.profile.noName', defaultMessage: 'Customer' }),
  phoneLabel: defineMessage({ id: 'auth.profile.phoneLabel', defaultMessage: 'Phone' }),
  emailLabel: defineMessage({ id: 'auth.profile.emailLabel', defaultMessage: 'Email' }),
  editAccount: defineMessage({ id: 'auth.profile.editAccount', defaultMessage: 'Edit account' }),
  changePhone: defineMessage({ id: 'auth.profile.changePhone', defaultMessage: 'Change phone' }),
  changePassword: defineMessage({
    id: 'auth.profile.changePassword',
    defaultMessage: 'Change password',
  }),
} as const;

/** The entries of the profile menu (spec §2) and their groups. */
export const profileMenuMessages = {
  label: defineMessage({ id: 'auth.menu.label', defaultMessage: 'Account menu' }),
  settings: defineMessage({ id: 'auth.menu.settings', defaultMessage: 'Settings' }),
  account: defineMessage({ id: 'auth.menu.account', defaultMessage: 'My account' }),
  information: defineMessage({ id: 'auth.menu.information', defaultMessage: 'Information' }),
  joinUs: defineMessage({ id: 'auth.menu.joinUs', defaultMessage: 'Join us' }),
  language: defineMessage({ id: 'auth.menu.language', defaultMessage: 'Language' }),
  notifications: defineMessage({
    id: 'auth.menu.notifications',
    defaultMessage: 'Notifications activation',
  }),
  notificationsFailed: defineMessage({
    id: 'auth.menu.notificationsFailed',
    defaultMessage: 'We could not change the notifications setting. Please try again.',
  }),
  deleteAccount: defineMessage({ id: 'auth.menu.deleteAccount', defaultMessage: 'Delete account' }),
  financialAccounts: defineMessage({
    id: 'auth.menu.financialAccounts',
    defaultMessage: 'Financial accounts',
  }),
  complaints: defineMessage({
    id: 'auth.menu.complaints',
    defaultMessage: 'Complaints and suggestions',
  }),
  orders: defineMessage({ id: 'auth.menu.orders', defaultMessage: 'My orders' }),
  favorites: defineMessage({ id: 'auth.menu.favorites', defaultMessage: 'Favorites' }),
  stockAlerts: defineMessage({ id: 'auth.menu.stockAlerts', defaultMessage: 'Stock alerts' }),
  scheduledOrders: defineMessage({
    id: 'auth.menu.scheduledOrders',
    defaultMessage: 'Scheduled orders',
  }),
  wallet: defineMessage({ id: 'auth.menu.wallet', defaultMessage: 'Wallet' }),
  points: defineMessage({ id: 'auth.menu.points', defaultMessage: 'Rewards points' }),
  addresses: defineMessage({ id: 'auth.menu.addresses', defaultMessage: 'My addresses' }),
  about: defineMessage({ id: 'auth.menu.about', defaultMessage: 'About us' }),
  privacy: defineMessage({ id: 'auth.menu.privacy', defaultMessage: 'Privacy policy' }),
  terms: defineMessage({ id: 'auth.menu.terms', defaultMessage: 'Terms and conditions' }),
  faq: defineMessage({ id: 'auth.menu.faq', defaultMessage: 'Frequently asked questions' }),
  rateUs: defineMessage({ id: 'auth.menu.rateUs', defaultMessage: 'Rate us' }),
  delegateRegister: defineMessage({
    id: 'auth.menu.delegateRegister',
    defaultMessage: 'Register as a delegate',
  }),
  providerRegister: defineMessage({
    id: 'auth.menu.providerRegister',
    defaultMessage: 'Register as a provider',
  }),
  logout: defineMessage({ id: 'auth.menu.logout', defaultMessage: 'Log out' }),
  deleteConfirmTitle: defineMessage({
    id: 'auth.menu.deleteConfirmTitle',
    defaultMessage: 'Delete your account?',
  }),
  deleteConfirmBody: defineMessage({
    id: 'auth.menu.deleteConfirmBody',
    defaultMessage:
      'Your account, orders history, wallet and addresses will be deleted for good. This cannot be undone.',
  }),
  deleteConfirm: defineMessage({
    id: 'auth.menu.deleteConfirm',
    defaultMessage: 'Delete my account',
  }),
  keepAccount: defineMessage({ id: 'auth.menu.keepAccount', defaultMessage: 'Keep my account' }),
} as const;

/** The edit-account form (also the "complete your profile" step after activation). */
export const editProfileMessages = {
  title: defineMessage({ id: 'auth.editProfile.title', defaultMessage: 'Edit account' }),
  completeTitle: defineMessage({
    id: 'auth.editProfile.completeTitle',
    defaultMessage: 'Complete your profile',
  }),
  completeBody: defineMessage({
    id: 'auth.editProfile.completeBody',
    defaultMessage: 'Add your name and city to finish creating your account.',
  }),
  photo: defineMessage({ id: 'auth.editProfile.photo', defaultMessage: 'Profile photo' }),
  photoHint: defineMessage({
    id: 'auth.editProfile.photoHint',
    defaultMessage: 'Leave it empty to keep your current photo.',
  }),
  name: defineMessage({ id: 'auth.editProfile.name', defaultMessage: 'Name' }),
  email: defineMessage({ id: 'auth.editProfile.email', defaultMessage: 'Email (optional)' }),
  city: defineMessage({ id: 'auth.editProfile.city', defaultMessage: 'City' }),
  chooseCity: defineMessage({ id: 'auth.editProfile.chooseCity', defaultMessage: 'Choose a city' }),
  citiesLoading: defineMessage({
    id: 'auth.editProfile.citiesLoading',
    defaultMessage: 'Loading the cities…',
  }),
  citiesFailed: defineMessage({
    id: 'auth.editProfile.citiesFailed',
    defaultMessage: 'We could not load the cities.',
  }),
  submit: defineMessage({ id: 'auth.editProfile.submit', defaultMessage: 'Save changes' }),
} as const;

/** The phone change: the new phone, then its code. */
export const changePhoneMessages = {
  title: defineMessage({ id: 'auth.changePhone.title', defaultMessage: 'Change phone' }),
  intro: defineMessage({
    id: 'auth.changePhone.intro',
    defaultMessage: 'We will send a verification code to your new phone number.',
  }),
  newPhone: defineMessage({ id: 'auth.changePhone.newPhone', defaultMessage: 'New phone number' }),
  sendCode: defineMessage({ id: 'auth.changePhone.sendCode', defaultMessage: 'Send the code' }),
  codeTitle: defineMessage({
    id: 'auth.changePhone.codeTitle',
    defaultMessage: 'Verification code',
  }),
  codeSentTo: defineMessage({
    id: 'auth.changePhone.codeSentTo',
    defaultMessage: 'Enter the code we sent to',
  }),
  code: defineMessage({ id: 'auth.changePhone.code', defaultMessage: 'Verification code' }),
  confirm: defineMessage({ id: 'auth.changePhone.confirm', defaultMessage: 'Confirm' }),
  codeResent: defineMessage({
    id: 'auth.changePhone.codeResent',
    defaultMessage: 'A new code is on its way.',
  }),
} as const;

/** The password change. */
export const changePasswordMessages = {
  title: defineMessage({ id: 'auth.changePassword.title', defaultMessage: 'Change password' }),
  oldPassword: defineMessage({
    id: 'auth.changePassword.oldPassword',
    defaultMessage: 'Current password',
  }),
  newPassword: defineMessage({
    id: 'auth.changePassword.newPassword',
    defaultMessage: 'New password',
  }),
  confirmation: defineMessage({
    id: 'auth.changePassword.confirmation',
    defaultMessage: 'Confirm the new password',
  }),
  submit: defineMessage({ id: 'auth.changePassword.submit', defaultMessage: 'Change password' }),
} as const;

/** The delegate and provider join requests. */
export const joinMessages = {
  delegateTitle: defineMessage({
    id: 'auth.join.delegateTitle',
    defaultMessage: 'Register as a delegate',
  }),
  delegateIntro: defineMessage({
    id: 'auth.join.delegateIntro',
    defaultMessage: 'Deliver orders in your city. Send your details and we will contact you.',
  }),
  providerTitle: defineMessage({
    id: 'auth.join.providerTitle',
    defaultMessage: 'Register as a provider',
  }),
  providerIntro: defineMessage({
    id: 'auth.join.providerIntro',
    defaultMessage:
      'Sell your products on Matjar. Send your store details and we will contact you.',
  }),
  name: defineMessage({ id: 'auth.join.name', defaultMessage: 'Full name' }),
  storeName: defineMessage({ id: 'auth.join.storeName', defaultMessage: 'Store name' }),
  ownerName: defineMessage({ id: 'auth.join.ownerName', defaultMessage: 'Owner name' }),
  city: defineMessage({ id: 'auth.join.city', defaultMessage: 'City' }),
  chooseCity: defineMessage({ id: 'auth.join.chooseCity', defaultMessage: 'Choose a city' }),
  category: defineMessage({ id: 'auth.join.category', defaultMessage: 'Category' }),
  chooseCategory: defineMessage({
    id: 'auth.join.chooseCategory',
    defaultMessage: 'Choose a category',
  }),
  subcategory: defineMessage({ id: 'auth.join.subcategory', defaultMessage: 'Subcategory' }),
  chooseSubcategory: defineMessage({
    id: 'auth.join.chooseSubcategory',
    defaultMessage: 'Choose a subcategory',
  }),
  subcategoryAfterCategory: defineMessage({
    id: 'auth.join.subcategoryAfterCategory',
    defaultMessage: 'Choose the category first.',
  }),
  brand: defineMessage({ id: 'auth.join.brand', defaultMessage: 'Brand' }),
  submit: defineMessage({ id: 'auth.join.submit', defaultMessage: 'Send the request' }),
  optionsLoading: defineMessage({
    id: 'auth.join.optionsLoading',
    defaultMessage: 'Loading the lists…',
  }),
  optionsFailed: defineMessage({
    id: 'auth.join.optionsFailed',
    defaultMessage: 'We could not load the lists. Please try again.',
  }),
  sentTitle: defineMessage({ id: 'auth.join.sentTitle', defaultMessage: 'Request sent' }),
  sentBody: defineMessage({
    id: 'auth.join.sentBody',
    defaultMessage: 'We received your request and will contact you after reviewing it.',
  }),
  sentNumber: defineMessage({
    id: 'auth.join.sentNumber',
    defaultMessage: 'Request number:',
  }),
  backToProfile: defineMessage({
    id: 'auth.join.backToProfile',
    defaultMessage: 'Back to my account',
  }),
} as const;

/** The account's side navigation on wide screens. */
export const accountNavMessages = {
  label: defineMessage({ id: 'auth.accountNav.label', defaultMessage: 'Account pages' }),
  shopping: defineMessage({ id: 'auth.accountNav.shopping', defaultMessage: 'My shopping' }),
  money: defineMessage({ id: 'auth.accountNav.money', defaultMessage: 'Wallet and rewards' }),
  notifications: defineMessage({
    id: 'auth.accountNav.notifications',
    defaultMessage: 'Notifications',
  }),
};
