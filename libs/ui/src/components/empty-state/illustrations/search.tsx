import { Illustration } from './illustration.js';

/** Nothing found: a magnifying glass. */
export function SearchIllustration() {
  return (
    <Illustration>
      <circle cx="27" cy="27" r="15" />
      <path d="M38 38l16 16" />
      <path d="M22 27h10" />
    </Illustration>
  );
}
