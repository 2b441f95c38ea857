/** Wallet: balance and transactions, charge through the hosted payment page, withdrawal to a bank account. */
export const walletCalls = {};
