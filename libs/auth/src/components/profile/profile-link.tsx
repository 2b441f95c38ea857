import type { ComponentType, ReactNode } from 'react';

/** What the profile components pass to the app's link: a same-origin path and its content. */
export interface ProfileLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** The app's link component (a router `Link`), so the library stays free of any router. */
export type ProfileLinkComponent = ComponentType<ProfileLinkProps>;

/** A plain anchor: the default when no router link is given (stories, tests, no JavaScript). */
export function PlainLink({ to, className, children }: ProfileLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
