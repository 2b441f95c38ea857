import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@matjar/i18n';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** What assistive technology hears. Default "Loading…". */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A spinning ring that tells assistive technology "Loading…". For a region whose shape is known,
 * prefer `Skeleton`s; for a button, its `isLoading`.
 *
 * @example
 * {isFetchingNextPage ? <Spinner size="sm" /> : null}
 */
export function Spinner({ size = 'md', label, className, ref, ...rest }: SpinnerProps) {
  const intl = useIntl();
  const classes = ['mj-spinner', className].filter(Boolean).join(' ');
  return (
    <span {...rest} ref={ref} role="status" className={classes} data-size={size}>
      <span className="mj-spinner__ring" aria-hidden="true" />
      <span className="mj-visually-hidden">
        {label ?? intl.formatMessage(commonMessages.loading)}
      </span>
    </span>
  );
}
