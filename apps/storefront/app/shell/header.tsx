import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuthState, useGlobalStore } from '@matjar/auth';
import { HeaderSearch, catalogPaths } from '@matjar/catalog';
import { BrandMark, CartIcon, HeartIcon, UserIcon } from '@matjar/ui';
import { AppLink } from './app-link.js';
import { HeaderBackLink } from './header-back-link.js';
import { LanguageSwitch } from './language-switch.js';
import { LaterBell, LaterCartCount } from './later.js';
import { shellMessages } from './messages.js';

/**
 * The storefront's header: brand, search, language, account (the customer's name once signed in)
 * and the cart with its count from the global store. On phones the account and the cart are in
 * the bottom tab bar (`ShellTabBar`) instead: the header keeps brand, search, language, favourites
 * and notifications, and a nested page's back arrow at its start (`HeaderBackLink`).
 */
export function Header() {
  const intl = useIntl();
  const { isLoggedIn: isSignedIn, authUser } = useAuthState();
  const { cartCount } = useGlobalStore();
  const cartLabel =
    cartCount > 0
      ? intl.formatMessage(shellMessages.cartWithCount, { count: cartCount })
      : intl.formatMessage(shellMessages.cart);
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <div className="sf-header__bar">
        <div className="sf-header__start">
          <HeaderBackLink />
          <AppLink
            to="/"
            className="sf-header__brand"
            aria-label={intl.formatMessage(shellMessages.homeLink)}
          >
            <BrandMark />
            <span className="sf-header__brand-name">
              {intl.formatMessage(shellMessages.brandName)}
            </span>
          </AppLink>
        </div>
        <StoreSearch />
        <nav
          className="sf-header__actions"
          aria-label={intl.formatMessage(shellMessages.primaryNavigation)}
        >
          <LanguageSwitch />
          <AppLink
            to={isSignedIn ? '/profile' : '/auth'}
            className="sf-header__action sf-header__action--wide"
          >
            <UserIcon />
            <span className="sf-header__action-label">
              {isSignedIn
                ? authUser?.name || intl.formatMessage(shellMessages.account)
                : intl.formatMessage(shellMessages.signIn)}
            </span>
          </AppLink>
          <AppLink to="/favorites" className="sf-header__action">
            <HeartIcon />
            <span className="sf-header__action-label">
              {intl.formatMessage(shellMessages.favorites)}
            </span>
          </AppLink>
          {isSignedIn ? <LaterBell /> : null}
          {/* Named by its text, as the bell is: the name ("Cart, 2 items") starts with the visible
              label, and the badge only repeats the count for the eye. */}
          <AppLink to="/cart" className="sf-header__action sf-header__action--wide sf-header__cart">
            <CartIcon />
            <span className="sf-header__action-label" aria-hidden>
              {intl.formatMessage(shellMessages.cart)}
            </span>
            <span className="mj-visually-hidden">{cartLabel}</span>
            {cartCount > 0 ? (
              <span className="sf-header__badge" aria-hidden>
                <bdi>{intl.formatNumber(cartCount)}</bdi>
              </span>
            ) : null}
          </AppLink>
        </nav>
      </div>
      <LaterCartCount />
    </header>
  );
}

/** The catalog's header search over the router: the results of a word open in the app. */
function StoreSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <HeaderSearch
      id="sf-search-input"
      currentWord={location.pathname === '/search' ? (searchParams.get('q') ?? '') : ''}
      onSearch={(q) => void navigate(catalogPaths.search(q))}
      pageKey={location.key}
    />
  );
}
