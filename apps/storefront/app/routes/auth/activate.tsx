import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { isSaudiMobile } from '@matjar/api-client';
import { ActivationForm, authFlowsMessages, safeRedirectTarget } from '@matjar/auth';
import { PageLayout } from '@matjar/ui';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/activate';
import { authPageMessages } from './auth.messages.js';
import { AUTH_PATHS, authPath, pageTitle } from './auth-paths.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store', back: '/auth' };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, authPageMessages.activateTitle);
}

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export default function ActivatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  // The flow's own links carry the national digits (`5XXXXXXXX`).
  const phone = searchParams.get('phone') ?? '';

  return (
    <PageLayout width="narrow">
      <section className="auth-page" aria-labelledby="auth-activate-title">
        <div className="auth-card">
          <header className="auth-card__header">
            <h1 id="auth-activate-title" className="auth-card__title">
              {intl.formatMessage(authFlowsMessages.activationTitle)}
            </h1>
          </header>
          {isSaudiMobile(phone) ? (
            <ActivationForm
              phone={phone}
              cityId={idOf(searchParams.get('city'))}
              countryId={idOf(searchParams.get('country'))}
              onActivated={() => void navigate(safeRedirectTarget(redirect), { replace: true })}
              onNeedCompleteInfo={() =>
                void navigate(authPath(AUTH_PATHS.completeProfile, redirect, { complete: 1 }), {
                  replace: true,
                })
              }
            >
              <p className="auth-card__switch">
                <AppLink className="auth-link" to={authPath(AUTH_PATHS.signIn, redirect)}>
                  {intl.formatMessage(authFlowsMessages.changePhone)}
                </AppLink>
              </p>
            </ActivationForm>
          ) : (
            <div className="auth-form">
              <p className="mj-form-alert" role="alert">
                {intl.formatMessage(authFlowsMessages.missingPhone)}
              </p>
              <p className="auth-card__switch">
                <AppLink className="auth-link" to={authPath(AUTH_PATHS.signIn, redirect)}>
                  {intl.formatMessage(authFlowsMessages.signInLink)}
                </AppLink>
              </p>
            </div>
          )}
        </div>
      </section>
    </PageLayout>
  );
}
