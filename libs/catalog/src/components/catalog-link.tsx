import type { ComponentType, ReactNode } from 'react';

/** What the catalog components pass to the app's link: a same-origin path and its content. */
export interface CatalogLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** A fuller name when the visible text is short ("See all: Offers" for "See all"). */
  'aria-label'?: string;
  /** Whether the router may load the target's code and data ahead of a tap. */
  prefetch?: 'none' | 'intent' | 'render' | 'viewport';
}

/** The app's link component (a router `Link`), so the library stays free of any router. */
export type CatalogLinkComponent = ComponentType<CatalogLinkProps>;

/** A plain anchor: the default when no router link is given (stories, tests, no JavaScript). */
export function PlainCatalogLink({
  to,
  className,
  children,
  'aria-label': ariaLabel,
}: CatalogLinkProps) {
  return (
    <a href={to} className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}

/** The storefront paths the catalog components link to. */
export const catalogPaths = {
  product: (id: number) => `/products/${id}`,
  category: (id: number) => `/categories/${id}`,
  provider: (id: number) => `/providers/${id}`,
  offers: '/offers',
  newlyAdded: '/newly-added',
  mostSelling: '/most-selling',
} as const;
