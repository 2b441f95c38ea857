import { Illustration } from './illustration.js';

/** No bank accounts: a bank's front. */
export function BankAccountsIllustration() {
  return (
    <Illustration>
      <path d="M8 24L32 10l24 14z" />
      <path d="M14 28v18m12-18v18m12-18v18m12-18v18" />
      <path d="M8 52h48" />
    </Illustration>
  );
}
