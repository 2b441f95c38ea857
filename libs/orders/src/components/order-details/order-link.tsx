import type { ComponentType, ReactNode } from 'react';

/** What the order components pass to the app's link: a same-origin path and its content. */
export interface OrderLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** A fuller name when the visible text is short. */
  'aria-label'?: string;
  /** The element that describes the link further (a card's facts). */
  'aria-describedby'?: string;
}

/**
 * The app's link component (a router `Link`), so the library stays free of any router.
 *
 * @example
 * const AppLink: OrderLinkComponent = ({ to, ...props }) => <Link to={to} {...props} />;
 */
export type OrderLinkComponent = ComponentType<OrderLinkProps>;

/**
 * A plain anchor: the default when no router link is given (stories, tests, no JavaScript).
 *
 * @example
 * <PlainOrderLink to="/orderDetailes/5120">Order 105120</PlainOrderLink>
 */
export function PlainOrderLink({
  to,
  className,
  children,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: OrderLinkProps) {
  return (
    <a href={to} className={className} aria-label={ariaLabel} aria-describedby={ariaDescribedBy}>
      {children}
    </a>
  );
}
