import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ProviderRequestForm, joinMessages, useJoinCategories } from '@matjar/auth';
import { useSaudiCities } from '@matjar/account';
import type { Route } from './+types/join-provider';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, joinMessages.providerTitle);
}

export default function ProviderRequestRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const saudi = useSaudiCities();
  const categories = useJoinCategories();
  return (
    <ProfilePage title={joinMessages.providerTitle}>
      <p className="auth-profile-form__intro">{intl.formatMessage(joinMessages.providerIntro)}</p>
      {saudi.isError || categories.isError ? (
        <p role="alert" className="mj-form-alert">
          {intl.formatMessage(joinMessages.optionsFailed)}
        </p>
      ) : null}
      <ProviderRequestForm
        cities={saudi.data?.cities ?? []}
        categories={categories.data ?? []}
        isLoadingOptions={saudi.isPending || categories.isPending}
        onSent={({ number }) =>
          void navigate(`/join/sent?number=${encodeURIComponent(number)}`, { replace: true })
        }
      />
    </ProfilePage>
  );
}
