import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the checkout's payment method section. */
export const paymentMethodPickerMessages = {
  title: defineMessage({ id: 'cart.payment.title', defaultMessage: 'Payment method' }),
  cash: defineMessage({ id: 'cart.payment.cash', defaultMessage: 'Cash on delivery' }),
  cashDescription: defineMessage({
    id: 'cart.payment.cashDescription',
    defaultMessage: 'Pay the delegate when your order arrives',
  }),
  card: defineMessage({
    id: 'cart.payment.card',
    defaultMessage: 'Card (mada, Visa, Mastercard)',
  }),
  cardDescription: defineMessage({
    id: 'cart.payment.cardDescription',
    defaultMessage: 'You pay on the payment provider’s secure page',
  }),
  wallet: defineMessage({ id: 'cart.payment.wallet', defaultMessage: 'Wallet' }),
  walletBalance: defineMessage<{ balance: MessageValue }>({
    id: 'cart.payment.walletBalance',
    defaultMessage: 'Balance: {balance}',
  }),
  walletShort: defineMessage<{ balance: MessageValue; total: MessageValue }>({
    id: 'cart.payment.walletShort',
    defaultMessage: 'Your balance {balance} does not cover the total {total}',
  }),
  amount: defineMessage({ id: 'cart.payment.amount', defaultMessage: 'Wallet and cash' }),
  amountSplit: defineMessage<{ fromWallet: MessageValue; rest: MessageValue }>({
    id: 'cart.payment.amountSplit',
    defaultMessage: '{fromWallet} from your wallet, {rest} in cash on delivery',
  }),
  walletEmpty: defineMessage({
    id: 'cart.payment.walletEmpty',
    defaultMessage: 'Your wallet is empty',
  }),
  bankTransfer: defineMessage({ id: 'cart.payment.bankTransfer', defaultMessage: 'Bank transfer' }),
  bankTransferDescription: defineMessage({
    id: 'cart.payment.bankTransferDescription',
    defaultMessage: 'Transfer the total to one of our banks and attach the receipt',
  }),
  bank: defineMessage({ id: 'cart.payment.bank', defaultMessage: 'Bank' }),
  noBanks: defineMessage({
    id: 'cart.payment.noBanks',
    defaultMessage: 'No bank account is available for transfers now. Please choose another method.',
  }),
  accountName: defineMessage<{ name: MessageValue }>({
    id: 'cart.payment.accountName',
    defaultMessage: 'Account holder: {name}',
  }),
  accountNumber: defineMessage<{ number: MessageValue }>({
    id: 'cart.payment.accountNumber',
    defaultMessage: 'Account number: {number}',
  }),
  iban: defineMessage<{ iban: MessageValue }>({
    id: 'cart.payment.iban',
    defaultMessage: 'IBAN: {iban}',
  }),
  copyIban: defineMessage({ id: 'cart.payment.copyIban', defaultMessage: 'Copy IBAN' }),
  copyIbanOf: defineMessage<{ bank: string }>({
    id: 'cart.payment.copyIbanOf',
    defaultMessage: 'Copy IBAN of {bank}',
  }),
  copied: defineMessage({ id: 'cart.payment.copied', defaultMessage: 'Copied' }),
  ibanCopied: defineMessage<{ bank: string }>({
    id: 'cart.payment.ibanCopied',
    defaultMessage: 'IBAN of {bank} copied',
  }),
  copyFailed: defineMessage({
    id: 'cart.payment.copyFailed',
    defaultMessage: 'The IBAN could not be copied. Select it and copy it by hand.',
  }),
  receipt: defineMessage({ id: 'cart.payment.receipt', defaultMessage: 'Transfer receipt' }),
  receiptHint: defineMessage<{ max: string }>({
    id: 'cart.payment.receiptHint',
    defaultMessage: 'A photo of the receipt, up to {max} MB',
  }),
} as const;
