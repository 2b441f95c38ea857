import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, errorMessages } from '@matjar/i18n';
import { Button } from '../button/button.js';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * A localized title. Default: "Something went wrong. Please try again." Never pass an error's own
   * message: users see the storefront's words, not the server's or the runtime's.
   */
  title?: ReactNode;
  /** A localized sentence under the title. */
  description?: ReactNode;
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => void;
  /** While the retry is under way the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
  /** Level of the title's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The fallback of an error boundary or a failed query: a localized message announced at once
 * (`role="alert"`) and a button to try again.
 *
 * @example
 * <ErrorBoundary fallbackRender={({ resetErrorBoundary }) => <ErrorState onRetry={resetErrorBoundary} />}>
 *   <OrderList />
 * </ErrorBoundary>
 */
export function ErrorState({
  title,
  description,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
  ref,
  ...rest
}: ErrorStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const classes = ['mj-error-state', className].filter(Boolean).join(' ');
  return (
    <div
      {...rest}
      ref={ref}
      role="alert"
      className={classes}
      data-state={isRetrying ? 'retrying' : 'idle'}
    >
      <svg
        className="mj-error-state__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      <Heading className="mj-error-state__title">
        {title ?? intl.formatMessage(errorMessages.unexpected)}
      </Heading>
      {description ? <p className="mj-error-state__description">{description}</p> : null}
      {onRetry ? (
        <Button variant="secondary" isLoading={isRetrying} onClick={onRetry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      ) : null}
    </div>
  );
}
