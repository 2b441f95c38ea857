import type { ComponentType, ReactNode } from 'react';

/** What the cart components pass to the app's link: a same-origin path and its content. */
export interface CartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** A fuller name when the visible text is short. */
  'aria-label'?: string;
}

/** The app's link component (a router `Link`), so the library stays free of any router. */
export type CartLinkComponent = ComponentType<CartLinkProps>;

/** A plain anchor: the default when no router link is given (stories, tests, no JavaScript). */
export function PlainCartLink({ to, className, children, 'aria-label': ariaLabel }: CartLinkProps) {
  return (
    <a href={to} className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
