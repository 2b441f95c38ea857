import { Illustration } from './illustration.js';

/** No favourites: a heart. */
export function FavoritesIllustration() {
  return (
    <Illustration>
      <path d="M32 52S10 39 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 15-22 28-22 28z" />
      <path d="M21 22a5 5 0 0 1 5-4" />
    </Illustration>
  );
}
