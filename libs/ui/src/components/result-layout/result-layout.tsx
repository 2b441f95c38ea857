import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';

/** The outcome a result page reports. */
export type ResultTone = 'success' | 'warning';

export interface ResultMarkProps {
  /** A check mark for `success`, an exclamation mark for `warning`. */
  tone: ResultTone;
  className?: string;
}

/**
 * The drawn mark of an outcome in a soft disc: a check mark ("Your order is complete", "Request
 * sent") or an exclamation mark (a payment that did not go through). Decorative (`aria-hidden`):
 * the title beside it says what happened.
 */
export function ResultMark({ tone, className }: ResultMarkProps) {
  return (
    <span
      className={['mj-result-mark', className].filter(Boolean).join(' ')}
      data-tone={tone}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="32" height="32" fill="none" focusable="false">
        {tone === 'success' ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <path d="M12 6v8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <circle cx="12" cy="18" r="1.5" fill="currentColor" />
          </>
        )}
      </svg>
    </span>
  );
}

export interface ResultLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  tone: ResultTone;
  /** What happened, as the page's heading (`h1`, focusable so the app can move focus to it). */
  title: ReactNode;
  /** The facts under the title: a number, what happens next. */
  children?: ReactNode;
  /** The ways on ("Follow your order", "Continue shopping"), side by side, as wide as the page. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A centred result page (an order placed, a request sent, a payment that failed): the mark, the
 * title, the facts and the ways on, in a column of the `form` width. Its styles are in
 * `@matjar/ui/layouts.css` (also part of `styles.css`).
 *
 * @example
 * <ResultLayout tone="success" title="Request sent" actions={<Link to="/profile">My account</Link>}>
 *   <p>We will call you within two working days.</p>
 * </ResultLayout>
 */
export function ResultLayout({
  tone,
  title,
  children,
  actions,
  className,
  ref,
  ...rest
}: ResultLayoutProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      ref={ref}
      className={['mj-result', className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <ResultMark tone={tone} />
      <h1 className="mj-result__title" id={titleId} tabIndex={-1}>
        {title}
      </h1>
      {children}
      {actions ? <div className="mj-result__actions">{actions}</div> : null}
    </section>
  );
}
