import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useIsHydrated } from '@matjar/ui';
import { sessionEndedMessages } from './auth.messages.js';
import { forgetSessionEnd, peekSessionEnd } from './session-ended.js';

/**
 * Says why the customer is asked to sign in when the store ended the session: a blocked account
 * (an alert, with the store's message when it sent one) or a session that expired. Said once: a
 * later visit to the sign-in page starts clean. Read in the browser only, after hydration, so that
 * a sign-in page the server rendered hydrates as it was sent.
 */
export function SessionEndedNotice() {
  return useIsHydrated() ? <Explanation /> : null;
}

function Explanation() {
  const intl = useIntl();
  const [end] = useState(() => peekSessionEnd());
  useEffect(() => forgetSessionEnd(), []);
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
