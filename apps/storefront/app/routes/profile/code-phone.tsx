import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PhoneCodeForm, changePhoneMessages, useAuthState } from '@matjar/auth';
import type { Route } from './+types/code-phone';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import { usePageAccess } from '../../shell/page-access.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', back: '/profile/phone' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, changePhoneMessages.codeTitle);
}

export default function PhoneCodeRoute() {
  const navigate = useNavigate();
  const isCustomer = usePageAccess();
  const { newPhone } = useAuthState();
  // Whether a change was requested when the page opened: checking the code clears `newPhone`,
  // which must not send the customer back to the phone step.
  const [hasRequestedPhone] = useState(() => Boolean(newPhone));
  useEffect(() => {
    if (isCustomer && !hasRequestedPhone) void navigate('/profile/phone', { replace: true });
  }, [isCustomer, hasRequestedPhone, navigate]);
  return (
    <ProfilePage title={changePhoneMessages.codeTitle} isReady={isCustomer && hasRequestedPhone}>
      <PhoneCodeForm onChanged={() => void navigate('/profile', { replace: true })} />
    </ProfilePage>
  );
}
