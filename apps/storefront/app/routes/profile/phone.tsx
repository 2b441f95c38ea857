import { useNavigate } from 'react-router';
import { ChangePhoneForm, changePhoneMessages } from '@matjar/auth';
import type { Route } from './+types/phone';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import { usePageAccess } from '../../shell/page-access.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, changePhoneMessages.title);
}

export default function ChangePhoneRoute() {
  const navigate = useNavigate();
  const isCustomer = usePageAccess();
  return (
    <ProfilePage title={changePhoneMessages.title} isReady={isCustomer}>
      <ChangePhoneForm onCodeSent={() => void navigate('/profile/codePhone')} />
    </ProfilePage>
  );
}
