import { useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from '@matjar/ui';
import { ordersScreenMessages as m } from './messages.js';
import { type OrderTabSlug, orderTabs } from './order-tabs.js';

const tabNames: Record<OrderTabSlug, MessageDescriptor> = {
  newOrders: m.tabNew,
  waitingOrders: m.tabWaiting,
  currentOrders: m.tabCurrent,
  onWayOrders: m.tabOnWay,
  finishedOrders: m.tabFinished,
  cancelledOrders: m.tabCancelled,
  returnOrders: m.returnOrders,
};

interface OrderTabsNavProps {
  /** The tab shown. */
  current: OrderTabSlug;
  /** The address of a tab. */
  hrefOf: (tab: OrderTabSlug) => string;
}

/**
 * The tabs as one row of chips, the purchase orders by status and then the return orders; the
 * address keeps the tab. On a phone the row scrolls sideways (it never wraps), and the current chip
 * is brought into view when the page opens on a tab at the row's far end.
 */
export function OrderTabsNav({ current, hrefOf }: OrderTabsNavProps) {
  const intl = useIntl();
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Only the row scrolls (never the page): by as much as centres a chip that is out of view.
    const chip = currentRef.current;
    const row = chip?.parentElement;
    if (!chip || !row) return;
    const chipBox = chip.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    row.scrollBy?.({ left: chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2 });
  }, [current]);
  return (
    <nav className="orders-tabs" aria-label={intl.formatMessage(m.tabsLabel)}>
      <ul className="orders-tabs__list">
        {orderTabs.map((tab) => (
          <li key={tab.slug} ref={tab.slug === current ? currentRef : undefined}>
            <Link
              to={hrefOf(tab.slug)}
              className="orders-tabs__tab"
              aria-current={tab.slug === current ? 'page' : undefined}
            >
              {intl.formatMessage(tabNames[tab.slug])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
