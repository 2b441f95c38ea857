import { Illustration } from './illustration.js';

/** An empty cart: a shopping cart with nothing in it. */
export function EmptyCartIllustration() {
  return (
    <Illustration>
      <path d="M6 12h7l6 28h30l6-20H16" />
      <circle cx="24" cy="50" r="4" />
      <circle cx="44" cy="50" r="4" />
      <path d="M28 28h14" strokeDasharray="3 5" />
    </Illustration>
  );
}
