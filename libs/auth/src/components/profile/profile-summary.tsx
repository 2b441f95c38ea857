import { useIntl } from 'react-intl';
import { Link, PhoneNumber, Skeleton, SkeletonGroup } from '@matjar/ui';
import { signInPathFor } from '../../guard/route-guard.js';
import { useAuthState } from '../../session/session-provider.js';
import { profileMessages } from './messages.js';

/**
 * The top of the profile page: the signed-in customer's photo, name, phone (isolated, so it reads
 * left to right in Arabic) and email, with a link to edit them; for a visitor, a call to sign in
 * that brings them back to /profile.
 *
 * @example
 * <ProfileSummary />
 */
export function ProfileSummary() {
  const intl = useIntl();
  const { isLoggedIn, authUser } = useAuthState();

  // The customer's details are kept in the browser: the page the server drew has none yet.
  if (isLoggedIn && !authUser) {
    return (
      <section className="auth-profile-summary" data-state="loading">
        <SkeletonGroup>
          <Skeleton shape="circle" size="72px" />
          <Skeleton shape="text" lines={2} inlineSize="12rem" />
        </SkeletonGroup>
      </section>
    );
  }

  if (!isLoggedIn || !authUser) {
    return (
      <section
        className="auth-profile-summary"
        data-state="visitor"
        aria-labelledby="auth-profile-guest"
      >
        <h1 id="auth-profile-guest" className="auth-profile-summary__name">
          {intl.formatMessage(profileMessages.guestTitle)}
        </h1>
        <p className="auth-profile-summary__body">
          {intl.formatMessage(profileMessages.guestBody)}
        </p>
        <Link to={signInPathFor('/profile')} className="auth-profile-cta">
          {intl.formatMessage(profileMessages.signIn)}
        </Link>
      </section>
    );
  }

  const name = authUser.name || intl.formatMessage(profileMessages.noName);
  return (
    <section
      className="auth-profile-summary"
      data-state="customer"
      aria-labelledby="auth-profile-name"
    >
      {authUser.image ? (
        <img
          className="auth-profile-summary__photo"
          src={authUser.image}
          alt={intl.formatMessage(profileMessages.photoAlt, { name })}
          width={72}
          height={72}
        />
      ) : (
        <span className="auth-profile-summary__photo" aria-hidden="true">
          {name.trim().charAt(0)}
        </span>
      )}
      <div className="auth-profile-summary__details">
        <h1 id="auth-profile-name" className="auth-profile-summary__name">
          {name}
        </h1>
        <dl className="auth-profile-summary__facts">
          <div>
            <dt className="mj-visually-hidden">{intl.formatMessage(profileMessages.phoneLabel)}</dt>
            <dd>
              <PhoneNumber value={authUser.phone} link={false} />
            </dd>
          </div>
          {authUser.email ? (
            <div>
              <dt className="mj-visually-hidden">
                {intl.formatMessage(profileMessages.emailLabel)}
              </dt>
              <dd>
                <bdi>{authUser.email}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <Link to="/profile/edit" className="auth-profile-summary__edit">
        {intl.formatMessage(profileMessages.editAccount)}
      </Link>
    </section>
  );
}
