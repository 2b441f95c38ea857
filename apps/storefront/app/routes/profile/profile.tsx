import { useNavigate } from 'react-router';
import { ProfileMenu, ProfileSummary, profileMessages } from '@matjar/auth';
import { askNotificationPermission } from '@matjar/push';
import { PageLayout } from '@matjar/ui';
import type { Route } from './+types/profile';
import { ProfileLanguageSwitch, profilePageTitle } from './profile-shared.js';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, profileMessages.title);
}

export default function ProfileRoute() {
  const navigate = useNavigate();
  const goHome = () => void navigate('/', { replace: true });
  return (
    <PageLayout width="form" className="auth-profile-page">
      <ProfileSummary />
      <ProfileMenu
        languageSwitch={<ProfileLanguageSwitch />}
        onSignedOut={goHome}
        onAccountDeleted={goHome}
        onNotificationsTurnedOn={() => void askNotificationPermission()}
      />
    </PageLayout>
  );
}
