import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { sessionEndedMessages } from './auth.messages.js';

/** Why the store ended a customer's session. */
export interface SessionEnd {
  reason: 'unauthenticated' | 'blocked';
  /** The store's own words, in the customer's language; may be empty. */
  storeMessage: string;
}

/**
 * The end of the session the sign-in page has yet to explain. Kept apart from the navigation: the
 * route guard may redirect to sign in before the app's own navigation lands.
 */
let unexplained: SessionEnd | null = null;

/** Notes that the store ended the session, for the sign-in page to say why. Browser only. */
export function noteSessionEnded(end: SessionEnd): void {
  unexplained = end;
}

/**
 * Says why the customer is asked to sign in when the store ended the session: a blocked account
 * (an alert, with the store's message when it sent one) or a session that expired. Said once: a
 * later visit to the sign-in page starts clean.
 */
export function SessionEndedNotice() {
  const intl = useIntl();
  const [end] = useState(() => unexplained);
  useEffect(() => {
    unexplained = null;
  }, []);
  if (!end) return null;
  if (end.reason === 'blocked') {
    return (
      <p className="mj-form-alert" role="alert">
        {end.storeMessage.trim() || intl.formatMessage(sessionEndedMessages.blocked)}
      </p>
    );
  }
  return (
    <p className="mj-form-alert" role="status">
      {intl.formatMessage(sessionEndedMessages.expired)}
    </p>
  );
}
