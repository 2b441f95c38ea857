import { useIntl } from 'react-intl';
import { Link, ResultLayout } from '@matjar/ui';
import { joinMessages as m } from './messages.js';

export interface JoinRequestSentProps {
  /** The request number the store answered, to quote to support. */
  number: string;
}

/**
 * The "request sent" confirmation of a delegate or provider request: a check mark, what happens
 * now, and its number isolated so it reads the same in Arabic and English.
 *
 * @example
 * <JoinRequestSent number="JR-1042" />
 */
export function JoinRequestSent({ number }: JoinRequestSentProps) {
  const intl = useIntl();
  return (
    <ResultLayout
      className="auth-join-sent"
      tone="success"
      title={intl.formatMessage(m.sentTitle)}
      actions={
        <Link to="/profile" className="mj-button">
          {intl.formatMessage(m.backToProfile)}
        </Link>
      }
    >
      <p>{intl.formatMessage(m.sentBody)}</p>
      {number ? (
        <p className="auth-join-sent__number">
          {intl.formatMessage(m.sentNumber)}{' '}
          <strong>
            <bdi dir="ltr">{number}</bdi>
          </strong>
        </p>
      ) : null}
    </ResultLayout>
  );
}
