/** Wallets, points, bank accounts, complaints and notifications of the demo store. */
export type AccountState = Record<string, never>;

/** The account data's starting point. */
export function seedAccount(): AccountState {
  return {};
}
