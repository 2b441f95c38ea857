import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSaudiCities } from '@matjar/account';
import { SignUpForm, authFlowsMessages } from '@matjar/auth';
import { PageLayout } from '@matjar/ui';
import { AppLink } from '../../shell/app-link.js';
import type { Route } from './+types/sign-up';
import { authPageMessages } from './auth.messages.js';
import { AUTH_PATHS, authPath, pageTitle } from './auth-paths.js';
import '@matjar/ui/forms.css';
import '@matjar/auth/styles.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store', back: '/auth' };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, authPageMessages.signUpTitle);
}

export default function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const cities = useSaudiCities();

  return (
    <PageLayout width="narrow">
      <section className="auth-page" aria-labelledby="auth-sign-up-title">
        <div className="auth-card">
          <header className="auth-card__header">
            <h1 id="auth-sign-up-title" className="auth-card__title">
              {intl.formatMessage(authFlowsMessages.signUpTitle)}
            </h1>
            <p className="auth-card__intro">{intl.formatMessage(authFlowsMessages.signUpIntro)}</p>
          </header>
          <SignUpForm
            cities={cities}
            termsHref={AUTH_PATHS.terms}
            onSignedUp={({ phone, cityId, countryId }) =>
              void navigate(
                authPath(AUTH_PATHS.activate, redirect, {
                  phone,
                  city: cityId,
                  country: countryId,
                }),
              )
            }
          >
            <p className="auth-card__switch">
              {intl.formatMessage(authFlowsMessages.haveAccount)}{' '}
              <AppLink className="auth-link" to={authPath(AUTH_PATHS.signIn, redirect)}>
                {intl.formatMessage(authFlowsMessages.signInLink)}
              </AppLink>
            </p>
          </SignUpForm>
        </div>
      </section>
    </PageLayout>
  );
}
