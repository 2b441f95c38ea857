import { Illustration } from './illustration.js';

/** No saved addresses: a map pin over a street. */
export function AddressesIllustration() {
  return (
    <Illustration>
      <path d="M32 44S18 32 18 22a14 14 0 0 1 28 0c0 10-14 22-14 22z" />
      <circle cx="32" cy="22" r="5" />
      <path d="M10 54h44" />
      <path d="M20 50l-4 4m32-4l4 4" />
    </Illustration>
  );
}
