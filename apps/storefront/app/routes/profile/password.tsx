import { useNavigate } from 'react-router';
import { ChangePasswordForm, changePasswordMessages } from '@matjar/auth';
import type { Route } from './+types/password';
import { ProfilePage, profilePageTitle, useRequireCustomer } from './profile-shared.js';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, changePasswordMessages.title);
}

export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const isCustomer = useRequireCustomer();
  return (
    <ProfilePage title={changePasswordMessages.title} isReady={isCustomer}>
      <ChangePasswordForm onChanged={() => void navigate('/profile')} />
    </ProfilePage>
  );
}
