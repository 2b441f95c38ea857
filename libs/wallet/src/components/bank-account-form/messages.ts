import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the bank account fields (the bank account form and the withdrawal dialog). */
export const bankAccountFormMessages = {
  accountName: defineMessage({
    id: 'wallet.bankForm.accountName',
    defaultMessage: 'Account holder name',
  }),
  bankName: defineMessage({ id: 'wallet.bankForm.bankName', defaultMessage: 'Bank name' }),
  accountNumber: defineMessage({
    id: 'wallet.bankForm.accountNumber',
    defaultMessage: 'Bank account number',
  }),
  accountNumberInvalid: defineMessage({
    id: 'wallet.bankForm.accountNumberInvalid',
    defaultMessage: 'The account number is 6 to 30 digits',
  }),
  iban: defineMessage({ id: 'wallet.bankForm.iban', defaultMessage: 'IBAN' }),
  ibanHint: defineMessage({
    id: 'wallet.bankForm.ibanHint',
    defaultMessage: 'SA followed by 22 digits',
  }),
  ibanReadBack: defineMessage<{ iban: MessageValue }>({
    id: 'wallet.bankForm.ibanReadBack',
    defaultMessage: 'You entered: {iban}',
  }),
} as const;
