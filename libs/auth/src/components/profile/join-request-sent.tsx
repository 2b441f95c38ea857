import { useIntl } from 'react-intl';
import { joinMessages as m } from './messages.js';
import { PlainLink, type ProfileLinkComponent } from './profile-link.js';

export interface JoinRequestSentProps {
  /** The request number the store answered, to quote to support. */
  number: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: ProfileLinkComponent;
}

/**
 * The "request sent" confirmation of a delegate or provider request: a check mark, what happens
 * now, and its number isolated so it reads the same in Arabic and English.
 *
 * @example
 * <JoinRequestSent number="JR-1042" linkComponent={RouterLink} />
 */
export function JoinRequestSent({ number, linkComponent: Link = PlainLink }: JoinRequestSentProps) {
  const intl = useIntl();
  return (
    <section className="auth-join-sent" aria-labelledby="auth-join-sent-title">
      <span className="auth-join-sent__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" focusable="false">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h1 id="auth-join-sent-title" className="auth-profile-page__title">
        {intl.formatMessage(m.sentTitle)}
      </h1>
      <p>{intl.formatMessage(m.sentBody)}</p>
      {number ? (
        <p className="auth-join-sent__number">
          {intl.formatMessage(m.sentNumber)}{' '}
          <strong>
            <bdi dir="ltr">{number}</bdi>
          </strong>
        </p>
      ) : null}
      <Link to="/profile" className="auth-profile-cta">
        {intl.formatMessage(m.backToProfile)}
      </Link>
    </section>
  );
}
