import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Link } from '@matjar/ui';
import { useAuthState } from '../../session/session-provider.js';
import { DeleteAccountButton, NotificationsSwitch, SignOutButton } from './account-actions.js';
import { profileMenuMessages as m, profileMessages } from './messages.js';

interface MenuLink {
  to: string;
  label: MessageDescriptor;
  /** Shown to visitors too. */
  isPublic?: boolean;
}

const accountLinks: readonly MenuLink[] = [
  { to: '/orders', label: m.orders },
  { to: '/favorites', label: m.favorites },
  { to: '/stock-alerts', label: m.stockAlerts },
  { to: '/schedulesOrders', label: m.scheduledOrders },
  { to: '/profile/edit', label: profileMessages.editAccount },
  { to: '/profile/phone', label: profileMessages.changePhone },
  { to: '/profile/password', label: profileMessages.changePassword },
  { to: '/wallet', label: m.wallet },
  { to: '/wallet/points', label: m.points },
  { to: '/wallet/bank-accounts', label: m.financialAccounts },
  { to: '/myAddresses', label: m.addresses },
  { to: '/complaints', label: m.complaints },
];

const informationLinks: readonly MenuLink[] = [
  { to: '/aboutUs', label: m.about, isPublic: true },
  { to: '/termsAndPolicy', label: m.privacy, isPublic: true },
  { to: '/termsAndConditions', label: m.terms, isPublic: true },
  { to: '/faqs', label: m.faq, isPublic: true },
  { to: '/contactUs?subject=rating', label: m.rateUs },
];

const joinLinks: readonly MenuLink[] = [
  { to: '/join/delegate', label: m.delegateRegister, isPublic: true },
  { to: '/join/provider', label: m.providerRegister, isPublic: true },
];

export interface ProfileMenuProps {
  /** The app's language switch, shown first under settings. */
  languageSwitch?: ReactNode;
  /** After logging out (go home). */
  onSignedOut?: () => void;
  /** After the account is deleted (go home). */
  onAccountDeleted?: () => void;
  /** Within the click that turns notifications on: ask the browser's permission. */
  onNotificationsTurnedOn?: () => void;
}

/**
 * The profile menu (spec §2): settings (language, notifications activation), the account's pages,
 * delete account, information pages, rate us, delegate and provider registration, and logout.
 * A visitor sees only the public entries: language, information pages and registration.
 *
 * @example
 * <ProfileMenu
 *   languageSwitch={<LanguageSwitch />}
 *   onSignedOut={() => navigate('/')}
 *   onAccountDeleted={() => navigate('/')}
 * />
 */
export function ProfileMenu({
  languageSwitch,
  onSignedOut,
  onAccountDeleted,
  onNotificationsTurnedOn,
}: ProfileMenuProps) {
  const intl = useIntl();
  const { isLoggedIn } = useAuthState();
  const visible = (links: readonly MenuLink[]) =>
    links.filter((link) => isLoggedIn || link.isPublic);
  const renderLinks = (links: readonly MenuLink[]) =>
    visible(links).map((link) => (
      <li key={link.to}>
        <Link to={link.to} className="auth-menu__item">
          <span className="auth-menu__label">{intl.formatMessage(link.label)}</span>
          <span className="auth-menu__chevron" aria-hidden="true" />
        </Link>
      </li>
    ));

  return (
    <nav className="auth-menu" aria-label={intl.formatMessage(m.label)}>
      <section className="auth-menu__group" aria-labelledby="auth-menu-settings">
        <h2 id="auth-menu-settings" className="auth-menu__title">
          {intl.formatMessage(m.settings)}
        </h2>
        <ul className="auth-menu__list">
          {languageSwitch ? <li>{languageSwitch}</li> : null}
          {isLoggedIn ? (
            <li>
              <NotificationsSwitch onTurnedOn={onNotificationsTurnedOn} />
            </li>
          ) : null}
        </ul>
      </section>
      {isLoggedIn ? (
        <section className="auth-menu__group" aria-labelledby="auth-menu-account">
          <h2 id="auth-menu-account" className="auth-menu__title">
            {intl.formatMessage(m.account)}
          </h2>
          <ul className="auth-menu__list">
            {renderLinks(accountLinks)}
            <li>
              <DeleteAccountButton onDeleted={onAccountDeleted} />
            </li>
          </ul>
        </section>
      ) : null}
      <section className="auth-menu__group" aria-labelledby="auth-menu-information">
        <h2 id="auth-menu-information" className="auth-menu__title">
          {intl.formatMessage(m.information)}
        </h2>
        <ul className="auth-menu__list">{renderLinks(informationLinks)}</ul>
      </section>
      <section className="auth-menu__group" aria-labelledby="auth-menu-join">
        <h2 id="auth-menu-join" className="auth-menu__title">
          {intl.formatMessage(m.joinUs)}
        </h2>
        <ul className="auth-menu__list">{renderLinks(joinLinks)}</ul>
      </section>
      {isLoggedIn ? <SignOutButton onSignedOut={onSignedOut} /> : null}
    </nav>
  );
}
