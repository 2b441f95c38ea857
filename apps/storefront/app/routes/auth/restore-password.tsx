import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { RestorePasswordForm, authFlowsMessages } from '@matjar/auth';
import { PageLayout } from '@matjar/ui';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/restore-password';
import { authPageMessages } from './auth.messages.js';
import { AUTH_PATHS, authPath, pageTitle } from './auth-paths.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store', back: '/auth' };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, authPageMessages.restorePasswordTitle);
}

export default function RestorePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return (
    <PageLayout width="narrow">
      <section className="auth-page" aria-labelledby="auth-restore-title">
        <div className="auth-card">
          <header className="auth-card__header">
            <h1 id="auth-restore-title" className="auth-card__title">
              {intl.formatMessage(authFlowsMessages.restoreTitle)}
            </h1>
          </header>
          <RestorePasswordForm
            defaultPhone={searchParams.get('phone') ?? ''}
            onRestored={(phone) =>
              void navigate(authPath(AUTH_PATHS.signIn, redirect, { restored: 1, phone }), {
                replace: true,
              })
            }
          >
            <p className="auth-card__switch">
              <AppLink className="auth-link" to={authPath(AUTH_PATHS.signIn, redirect)}>
                {intl.formatMessage(authFlowsMessages.signInLink)}
              </AppLink>
            </p>
          </RestorePasswordForm>
        </div>
      </section>
    </PageLayout>
  );
}
