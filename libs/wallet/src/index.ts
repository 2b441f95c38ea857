/**
 * @packageDocumentation
 * `@matjar/wallet`: the wallet (credit, history, recharge through the hosted payment page,
 * withdrawal to a bank account), the saved bank accounts and the loyalty points.
 */
export { BANK_ACCOUNTS_SHOWN, TRANSACTIONS_PER_PAGE, walletQueries } from './api/wallet-queries.js';
export {
  useChargeWallet,
  usePrefetchWallet,
  useWallet,
  useWalletTransactions,
  useWithdraw,
} from './hooks/use-wallet.js';
export {
  useBankAccounts,
  useCreateBankAccount,
  useDeleteBankAccount,
  useUpdateBankAccount,
} from './hooks/use-bank-accounts.js';
export {
  useConvertPoints,
  usePoints,
  usePointsRate,
  usePrefetchPoints,
} from './hooks/use-points.js';
export { type AmountProblem, amountProblem, parseSarAmount } from './lib/amount.js';
export {
  SAUDI_IBAN_LENGTH,
  formatIban,
  ibanProblem,
  isValidSaudiIban,
  normalizeIban,
} from './lib/iban.js';
export {
  WalletSummary,
  type WalletSummaryProps,
} from './components/wallet-summary/wallet-summary.js';
export {
  WalletTransactions,
  type WalletTransactionsProps,
} from './components/wallet-transactions/wallet-transactions.js';
export {
  RechargeDialog,
  type RechargeDialogProps,
} from './components/recharge-dialog/recharge-dialog.js';
export {
  PointsCard,
  type PointsCardProps,
  type PointsConversion,
} from './components/points-card/points-card.js';
export {
  BankAccountForm,
  type BankAccountFormInput,
  type BankAccountFormProps,
} from './components/bank-account-form/bank-account-form.js';
export {
  BankAccountsList,
  type BankAccountsListProps,
} from './components/bank-accounts-list/bank-accounts-list.js';
export {
  WithdrawDialog,
  type WithdrawDialogInput,
  type WithdrawDialogProps,
} from './components/withdraw-dialog/withdraw-dialog.js';
export {
  type PaymentOutcome,
  WalletScreen,
  type WalletScreenProps,
} from './components/wallet-screen/wallet-screen.js';
export { PointsScreen } from './components/points-screen/points-screen.js';
export { BankAccountsScreen } from './components/bank-accounts-screen/bank-accounts-screen.js';
