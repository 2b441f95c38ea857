import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Link } from '../link/link.js';

/** One entry of the side navigation. */
export interface SideNavItem {
  /** The page it opens, e.g. `/wallet`. */
  href: string;
  /** Its name. */
  label: ReactNode;
  /** A decorative icon (`aria-hidden`), about 20 px. */
  icon?: ReactNode;
  /** Whether the page shown is this entry's (or one under it): marked `aria-current="page"`. */
  isCurrent?: boolean;
}

/** A group of entries under an optional heading ("My account", "Settings"). */
export interface SideNavSection {
  /** A stable key for the group. */
  id: string;
  title?: ReactNode;
  items: readonly SideNavItem[];
}

export interface SideNavProps {
  /** Names the navigation landmark ("Account"). */
  label: string;
  sections: readonly SideNavSection[];
  /** Shown above the entries: who is signed in, for example. */
  header?: ReactNode;
  className?: string;
}

/**
 * A vertical navigation of a part of the store (the account's pages): groups of links, the
 * current one marked `aria-current="page"` and highlighted by a bar on its inline start. Meant for
 * the side column of an {@link AccountLayout}. Its links are {@link Link}s: the app's link under a
 * `LinkProvider`, plain anchors without one.
 *
 * @example
 * <SideNav
 *   label="Account"
 *   sections={[{ id: 'account', items: [{ href: '/orders', label: 'My orders', isCurrent: true }] }]}
 * />
 */
export function SideNav({ label, sections, header, className }: SideNavProps) {
  const idPrefix = useId();
  return (
    <nav className={['mj-side-nav', className].filter(Boolean).join(' ')} aria-label={label}>
      {header ? <div className="mj-side-nav__header">{header}</div> : null}
      {sections.map((section) => (
        <div key={section.id} className="mj-side-nav__section">
          {section.title ? (
            <p className="mj-side-nav__title" id={`${idPrefix}-${section.id}`}>
              {section.title}
            </p>
          ) : null}
          <ul
            className="mj-side-nav__list"
            aria-labelledby={section.title ? `${idPrefix}-${section.id}` : undefined}
          >
            {section.items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="mj-side-nav__link"
                  aria-current={item.isCurrent ? 'page' : undefined}
                >
                  {item.icon ? (
                    <span className="mj-side-nav__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span className="mj-side-nav__label">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export interface AccountLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The part's navigation (a {@link SideNav}), beside the page from 64rem wide. Narrower screens
   * do not draw it: a phone reaches the same pages from the account's own menu page.
   */
  nav: ReactNode;
  /** The page. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The frame of the account's pages (orders, wallet, addresses, profile…) on a wide screen: the
 * account's navigation in a column on the inline start (right in Arabic, left in English), kept in
 * view while the page scrolls, and the page filling the rest of the content width. On a phone the
 * page alone, full width. Both columns come from the server: nothing moves as the page hydrates.
 * Its styles are in `@matjar/ui/layouts.css` (also part of `styles.css`).
 *
 * @example
 * <AccountLayout nav={<SideNav label="Account" sections={sections} />}>
 *   <WalletPage />
 * </AccountLayout>
 */
export function AccountLayout({ nav, children, className, ref, ...rest }: AccountLayoutProps) {
  return (
    <div {...rest} ref={ref} className={['mj-account-layout', className].filter(Boolean).join(' ')}>
      <div className="mj-account-layout__nav">{nav}</div>
      <div className="mj-account-layout__page">{children}</div>
    </div>
  );
}
