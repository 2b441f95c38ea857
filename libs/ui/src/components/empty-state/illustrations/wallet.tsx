import { Illustration } from './illustration.js';

/** No wallet movements: a wallet. */
export function WalletIllustration() {
  return (
    <Illustration>
      <path d="M10 18h40a4 4 0 0 1 4 4v26a4 4 0 0 1-4 4H10z" />
      <path d="M10 18l30-8v8" />
      <path d="M54 30H42a5 5 0 0 0 0 10h12" />
    </Illustration>
  );
}
