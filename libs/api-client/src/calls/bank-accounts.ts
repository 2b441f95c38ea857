/** Saved bank accounts for withdrawals. */
export const bankAccountCalls = {};
