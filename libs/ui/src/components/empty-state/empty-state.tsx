import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, in the user's words ("Your cart is empty"). */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A decorative picture, hidden from assistive technology. Default: an empty box icon. */
  illustration?: ReactNode;
  /** A way forward: a link or a button ("Browse offers"). */
  action?: ReactNode;
  /** Level of the title's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a list or page shows when it has nothing to show: a picture, a title that says so, and
 * optionally a description and a way forward. Never leave a blank band instead.
 *
 * @example
 * <EmptyState
 *   title={intl.formatMessage(emptyStateMessages.emptyCart)}
 *   action={<Link to="/offers">Browse offers</Link>}
 * />
 */
export function EmptyState({
  title,
  description,
  illustration,
  action,
  headingLevel = 2,
  className,
  ref,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['mj-empty-state', className].filter(Boolean).join(' ');
  return (
    <div {...rest} ref={ref} className={classes}>
      <div className="mj-empty-state__illustration" aria-hidden="true">
        {illustration ?? <EmptyBoxIcon />}
      </div>
      <Heading className="mj-empty-state__title">{title}</Heading>
      {description ? <p className="mj-empty-state__description">{description}</p> : null}
      {action ? <div className="mj-empty-state__action">{action}</div> : null}
    </div>
  );
}

function EmptyBoxIcon() {
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
      <path d="M8 22l24-10 24 10-24 10z" />
      <path d="M8 22v22l24 10 24-10V22" />
      <path d="M32 32v22" />
      <path d="M20 17l24 10" />
    </svg>
  );
}
