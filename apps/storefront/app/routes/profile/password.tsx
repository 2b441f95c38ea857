import { useNavigate } from 'react-router';
import { ChangePasswordForm, changePasswordMessages } from '@matjar/auth';
import type { Route } from './+types/password';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import { usePageAccess } from '../../shell/page-access.js';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { access: 'customer', back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, changePasswordMessages.title);
}

export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const isCustomer = usePageAccess();
  return (
    <ProfilePage title={changePasswordMessages.title} isReady={isCustomer}>
      <ChangePasswordForm onChanged={() => void navigate('/profile')} />
    </ProfilePage>
  );
}
