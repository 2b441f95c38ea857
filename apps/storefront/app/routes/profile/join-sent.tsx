import { useSearchParams } from 'react-router';
import { JoinRequestSent, joinMessages } from '@matjar/auth';
import { PageLayout } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import type { Route } from './+types/join-sent';
import { profilePageTitle } from './profile-shared.js';
import '@matjar/auth/styles.css';
import '@matjar/ui/layouts.css';

/** The confirmation of a request just sent: nothing for search engines. */
export const handle: RouteHandle = { indexed: false };

export function meta({ matches }: Route.MetaArgs) {
  return profilePageTitle(matches, joinMessages.sentTitle);
}

export default function JoinRequestSentRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PageLayout width="form">
      <JoinRequestSent number={searchParams.get('number') ?? ''} />
    </PageLayout>
  );
}
