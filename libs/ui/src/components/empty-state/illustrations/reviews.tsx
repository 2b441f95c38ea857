import { Illustration } from './illustration.js';

/** No reviews yet: a star. */
export function ReviewsIllustration() {
  return (
    <Illustration>
      <path d="M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z" />
    </Illustration>
  );
}
