import { useNavigate, useSearchParams } from 'react-router';
import {
  EditProfileForm,
  editProfileMessages,
  safeRedirectTarget,
  useAuthState,
} from '@matjar/auth';
import { useSaudiCities } from '@matjar/account';
import type { RouteHandle } from '../../lib/route-handle.js';
import type { Route } from './+types/edit';
import { ProfilePage, profilePageTitle } from './profile-shared.js';
import { usePageAccess } from '../../shell/page-access.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';

/** The countries and cities are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'activated',
  back: '/profile',
  startCalls: ['content'],
};

export function meta({ matches, location }: Route.MetaArgs) {
  const isCompleting = new URLSearchParams(location.search).get('complete') === '1';
  return profilePageTitle(
    matches,
    isCompleting ? editProfileMessages.completeTitle : editProfileMessages.title,
  );
}

export default function EditProfileRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isCompleting = searchParams.get('complete') === '1';
  const isCustomer = usePageAccess();
  // The form starts with the customer's details, which the browser holds, not the server.
  const { authUser } = useAuthState();
  const saudi = useSaudiCities();
  return (
    <ProfilePage
      title={isCompleting ? editProfileMessages.completeTitle : editProfileMessages.title}
      isReady={isCustomer && authUser !== null}
    >
      <EditProfileForm
        cities={saudi.data?.cities ?? []}
        countryId={saudi.data?.countryId}
        isCitiesLoading={saudi.isPending}
        hasCitiesError={saudi.isError}
        isCompleting={isCompleting}
        // A completed profile goes on to where the customer was heading when asked for it.
        onSaved={() =>
          void navigate(
            isCompleting ? safeRedirectTarget(searchParams.get('redirect')) : '/profile',
            { replace: isCompleting },
          )
        }
      />
    </ProfilePage>
  );
}
