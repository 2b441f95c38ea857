import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ContinueAsVisitor, SignInForm, authFlowsMessages, safeRedirectTarget } from '@matjar/auth';
import { PageLayout } from '@matjar/ui';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/sign-in';
import { authPageMessages } from './auth.messages.js';
import { AUTH_PATHS, authPath, pageTitle } from './auth-paths.js';
import { SessionEndedNotice } from './session-ended-notice.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import { pageFactsOf } from '../../lib/route-facts.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store' };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, authPageMessages.signInTitle);
}

export default function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const target = safeRedirectTarget(redirect);
  const isRestored = searchParams.get('restored') === '1';

  return (
    <PageLayout width="narrow">
      <section className="auth-page" aria-labelledby="auth-sign-in-title">
        <div className="auth-card">
          <header className="auth-card__header">
            <h1 id="auth-sign-in-title" className="auth-card__title">
              {intl.formatMessage(authFlowsMessages.signInTitle)}
            </h1>
            <p className="auth-card__intro">{intl.formatMessage(authFlowsMessages.signInIntro)}</p>
          </header>
          <SessionEndedNotice />
          {isRestored ? (
            <p className="auth-status" role="status">
              {intl.formatMessage(authFlowsMessages.restoreDone)}
            </p>
          ) : null}
          <SignInForm
            defaultPhone={searchParams.get('phone') ?? ''}
            onSignedIn={() => void navigate(target, { replace: true })}
            onNeedActive={(phone) =>
              void navigate(authPath(AUTH_PATHS.activate, redirect, { phone }))
            }
            onNeedCompleteInfo={() =>
              void navigate(authPath(AUTH_PATHS.completeProfile, redirect, { complete: 1 }), {
                replace: true,
              })
            }
            forgotPasswordLink={
              <AppLink className="auth-link" to={authPath(AUTH_PATHS.restorePassword, redirect)}>
                {intl.formatMessage(authFlowsMessages.forgotPassword)}
              </AppLink>
            }
          >
            <p className="auth-card__switch">
              {intl.formatMessage(authFlowsMessages.noAccount)}{' '}
              <AppLink className="auth-link" to={authPath(AUTH_PATHS.signUp, redirect)}>
                {intl.formatMessage(authFlowsMessages.createAccount)}
              </AppLink>
            </p>
          </SignInForm>
          <p className="auth-divider">
            <span>{intl.formatMessage(authFlowsMessages.or)}</span>
          </p>
          <ContinueAsVisitor
            // A visitor stays out of the customers' pages; those ways back lead home instead.
            onContinue={() =>
              void navigate(
                pageFactsOf(target.split(/[?#]/)[0] ?? '/').access === 'anyone' ? target : '/',
                {
                  replace: true,
                },
              )
            }
          />
        </div>
      </section>
    </PageLayout>
  );
}
