import { defineMessage } from 'react-intl';
import { searchWordRequiredMessage } from './search-word-required.js';
import { signInFirstMessage } from './sign-in-first.js';

/** The validation messages of every form (spec §5). */
export const validationMessages = {
  imageRequired: defineMessage({
    id: 'errors.validation.imageRequired',
    defaultMessage: 'Please add an image',
  }),
  nameRequired: defineMessage({
    id: 'errors.validation.nameRequired',
    defaultMessage: 'Please enter your name',
  }),
  nameTooLong: defineMessage({
    id: 'errors.validation.nameTooLong',
    defaultMessage: 'The name can be at most 100 characters long',
  }),
  phoneRequired: defineMessage({
    id: 'errors.validation.phoneRequired',
    defaultMessage: 'Please enter your phone number',
  }),
  phoneIncorrect: defineMessage({
    id: 'errors.validation.phoneIncorrect',
    defaultMessage: 'The phone number is incorrect',
  }),
  emailRequired: defineMessage({
    id: 'errors.validation.emailRequired',
    defaultMessage: 'Please enter your email',
  }),
  emailIncorrect: defineMessage({
    id: 'errors.validation.emailIncorrect',
    defaultMessage: 'The email is incorrect',
  }),
  passwordRequired: defineMessage({
    id: 'errors.validation.passwordRequired',
    defaultMessage: 'Please enter your password',
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'errors.validation.passwordTooShort',
    defaultMessage: 'The password must be at least {min} characters',
  }),
  passwordMismatch: defineMessage({
    id: 'errors.validation.passwordMismatch',
    defaultMessage: 'The passwords do not match',
  }),
  oldPasswordRequired: defineMessage({
    id: 'errors.validation.oldPasswordRequired',
    defaultMessage: 'Please enter your current password',
  }),
  newPasswordRequired: defineMessage({
    id: 'errors.validation.newPasswordRequired',
    defaultMessage: 'Please enter a new password',
  }),
  searchWordRequired: searchWordRequiredMessage,
  mustAcceptTerms: defineMessage({
    id: 'errors.validation.mustAcceptTerms',
    defaultMessage: 'You must accept the terms and conditions.',
  }),
  activationCodeRequired: defineMessage({
    id: 'errors.validation.activationCodeRequired',
    defaultMessage: 'Please enter the activation code',
  }),
  messageTitleRequired: defineMessage({
    id: 'errors.validation.messageTitleRequired',
    defaultMessage: 'Please enter the message title',
  }),
  messageRequired: defineMessage({
    id: 'errors.validation.messageRequired',
    defaultMessage: 'Please write your message',
  }),
  signInFirst: signInFirstMessage,
  returnReasonRequired: defineMessage({
    id: 'errors.validation.returnReasonRequired',
    defaultMessage: 'Please tell us why you are returning the products',
  }),
  returnPhotosRequired: defineMessage({
    id: 'errors.validation.returnPhotosRequired',
    defaultMessage: 'Please add photos of the products you are returning',
  }),
  selectReturnProducts: defineMessage({
    id: 'errors.validation.selectReturnProducts',
    defaultMessage: 'Please select the products to return',
  }),
  selectVariantFirst: defineMessage({
    id: 'errors.validation.selectVariantFirst',
    defaultMessage: 'Please select the variant first',
  }),
  couponRequired: defineMessage({
    id: 'errors.validation.couponRequired',
    defaultMessage: 'Please enter a coupon code',
  }),
  selectLocation: defineMessage({
    id: 'errors.validation.selectLocation',
    defaultMessage: 'Please select a location',
  }),
  addressNameRequired: defineMessage({
    id: 'errors.validation.addressNameRequired',
    defaultMessage: 'Please name this address',
  }),
  bankAccountNameRequired: defineMessage({
    id: 'errors.validation.bankAccountNameRequired',
    defaultMessage: 'Please enter the account holder name',
  }),
  bankAccountNumberRequired: defineMessage({
    id: 'errors.validation.bankAccountNumberRequired',
    defaultMessage: 'Please enter the account number',
  }),
  bankNameRequired: defineMessage({
    id: 'errors.validation.bankNameRequired',
    defaultMessage: 'Please enter the bank name',
  }),
  ibanRequired: defineMessage({
    id: 'errors.validation.ibanRequired',
    defaultMessage: 'Please enter the IBAN',
  }),
  ibanIncorrect: defineMessage({
    id: 'errors.validation.ibanIncorrect',
    defaultMessage: 'The IBAN is incorrect',
  }),
  complaintDetailsRequired: defineMessage({
    id: 'errors.validation.complaintDetailsRequired',
    defaultMessage: 'Please describe the complaint',
  }),
  complaintSubjectRequired: defineMessage({
    id: 'errors.validation.complaintSubjectRequired',
    defaultMessage: 'Please enter the subject',
  }),
  complaintMessageRequired: defineMessage({
    id: 'errors.validation.complaintMessageRequired',
    defaultMessage: 'Please write the message',
  }),
  orderDateTimeRequired: defineMessage({
    id: 'errors.validation.orderDateTimeRequired',
    defaultMessage: 'Please choose the order date and time',
  }),
  selectProducts: defineMessage({
    id: 'errors.validation.selectProducts',
    defaultMessage: 'Please select products',
  }),
  cityRequired: defineMessage({
    id: 'errors.validation.cityRequired',
    defaultMessage: 'Please choose a city',
  }),
  categoryRequired: defineMessage({
    id: 'errors.validation.categoryRequired',
    defaultMessage: 'Please choose a category',
  }),
  subcategoryRequired: defineMessage({
    id: 'errors.validation.subcategoryRequired',
    defaultMessage: 'Please choose a subcategory',
  }),
  brandRequired: defineMessage({
    id: 'errors.validation.brandRequired',
    defaultMessage: 'Please choose a brand',
  }),
} as const;
