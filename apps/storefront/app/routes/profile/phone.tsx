import { useNavigate } from 'react-router';
import { ChangePhoneForm, changePhoneMessages } from '@matjar/auth';
import type { Route } from './+types/phone';
import { ProfilePage, profilePageTitle, useRequireCustomer } from './profile-shared.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, changePhoneMessages.title);
}

export default function ChangePhoneRoute() {
  const navigate = useNavigate();
  const isCustomer = useRequireCustomer();
  return (
    <ProfilePage title={changePhoneMessages.title} isReady={isCustomer}>
      <ChangePhoneForm onCodeSent={() => void navigate('/profile/codePhone')} />
    </ProfilePage>
  );
}
