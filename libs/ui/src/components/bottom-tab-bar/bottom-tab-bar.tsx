import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../link/link.js';
import { bottomTabBarMessages as m } from './messages.js';

/** Above this count, a tab's badge shows "99+" (its name still says the whole count). */
const BADGE_MAX = 99;

/** One tab of the bar. */
export interface BottomTabBarItem {
  /** The page the tab opens, e.g. `/cart`. */
  href: string;
  /** The tab's name, shown under its icon. */
  label: string;
  /** A decorative icon (`aria-hidden`), about 24 px. */
  icon: ReactNode;
  /** A count shown in a badge over the icon (the cart's items); none when 0 or left out. */
  badgeCount?: number;
  /**
   * The tab's whole name while its badge shows, when "Cart, 3 items" does not fit (e.g. "Orders,
   * 2 on the way"). By default the label and the count of items.
   */
  badgeLabel?: string;
  /** Whether the page shown is this tab's: marked `aria-current="page"` and highlighted. */
  isCurrent?: boolean;
}

export interface BottomTabBarProps {
  /** The tabs, in reading order (from the inline start: right in Arabic, left in English). */
  items: readonly BottomTabBarItem[];
  /** Names the navigation landmark, e.g. "Main". */
  label: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The app's tabs along the bottom of a phone's screen (as in shopping apps): an icon over a label
 * for each, the current one marked `aria-current="page"`, a count badge on any (the cart's). It is
 * fixed to the block end of the viewport above the home indicator (`safe-area-inset-bottom`), and
 * the page gets as much room at its end, so nothing hides behind it. From 48rem wide (the header's
 * breakpoint) it is not shown: the header holds the same links there. Render it on the server like
 * the header, so it is in the first paint. Its tabs are {@link Link}s: the app's link under a
 * `LinkProvider`, plain anchors without one.
 *
 * @example
 * <BottomTabBar
 *   label="Main"
 *   items={[
 *     { href: '/', label: 'Home', icon: <HomeIcon />, isCurrent: pathname === '/' },
 *     { href: '/cart', label: 'Cart', icon: <CartIcon />, badgeCount: cartCount },
 *   ]}
 * />
 */
export function BottomTabBar({ items, label, className, ref }: BottomTabBarProps) {
  const intl = useIntl();
  return (
    <nav
      ref={ref}
      className={['mj-bottom-tab-bar', className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      <ul className="mj-bottom-tab-bar__list">
        {items.map((item) => {
          const count = Math.max(0, Math.floor(item.badgeCount ?? 0));
          return (
            <li key={item.href} className="mj-bottom-tab-bar__item">
              <Link
                to={item.href}
                className="mj-bottom-tab-bar__link"
                aria-current={item.isCurrent ? 'page' : undefined}
              >
                <span className="mj-bottom-tab-bar__icon">
                  {item.icon}
                  {count > 0 ? (
                    <span className="mj-bottom-tab-bar__badge" aria-hidden="true">
                      <bdi dir="ltr">
                        {count > BADGE_MAX
                          ? intl.formatMessage(m.overflow, { max: BADGE_MAX })
                          : intl.formatNumber(count)}
                      </bdi>
                    </span>
                  ) : null}
                </span>
                {count > 0 ? (
                  <>
                    {/* The name starts with the visible label; the badge only repeats the count
                        for the eye. */}
                    <span className="mj-bottom-tab-bar__label" aria-hidden="true">
                      {item.label}
                    </span>
                    <span className="mj-visually-hidden">
                      {item.badgeLabel ??
                        intl.formatMessage(m.withCount, { label: item.label, count })}
                    </span>
                  </>
                ) : (
                  <span className="mj-bottom-tab-bar__label">{item.label}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
