import { defineMessage } from 'react-intl';

/** The words of the bottom tab bar. */
export const bottomTabBarMessages = {
  withCount: defineMessage<{ label: string; count: number }>({
    id: 'ui.bottomTabBar.withCount',
    defaultMessage: '{label}, {count, plural, one {# item} other {# items}}',
    description: 'Name of a tab with a count badge, e.g. "Cart, 3 items"',
  }),
  overflow: defineMessage<{ max: number }>({
    id: 'ui.bottomTabBar.overflow',
    defaultMessage: '{max, number}+',
    description: 'The badge of a tab above its largest shown count, e.g. "99+"',
  }),
} as const;
