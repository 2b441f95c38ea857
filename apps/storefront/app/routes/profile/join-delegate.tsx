import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DelegateRequestForm, joinMessages } from '@matjar/auth';
import { useSaudiCities } from '@matjar/account';
import type { Route } from './+types/join-delegate';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, joinMessages.delegateTitle);
}

export default function DelegateRequestRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const saudi = useSaudiCities();
  return (
    <ProfilePage title={joinMessages.delegateTitle}>
      <p className="auth-profile-form__intro">{intl.formatMessage(joinMessages.delegateIntro)}</p>
      {saudi.isError ? (
        <p role="alert" className="mj-form-alert">
          {intl.formatMessage(joinMessages.optionsFailed)}
        </p>
      ) : null}
      <DelegateRequestForm
        cities={saudi.data?.cities ?? []}
        isLoadingOptions={saudi.isPending}
        onSent={({ number }) =>
          void navigate(`/join/sent?number=${encodeURIComponent(number)}`, { replace: true })
        }
      />
    </ProfilePage>
  );
}
