import type { ReactNode } from 'react';

/**
 * The pictures of the empty states, one per context, drawn as line art on a soft disc in the
 * brand's colour (the look of {@link EmptyState}'s default box). Each is its own export, so a page
 * ships only the picture it shows. Decorative: pass one as `illustration`, which `EmptyState`
 * hides from assistive technology.
 */
export function Illustration({ children }: { children: ReactNode }) {
  return (
    <svg
      className="mj-empty-state__icon"
      viewBox="0 0 64 64"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
