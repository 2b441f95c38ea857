import { defineMessage } from 'react-intl';

/** Strings of the storefront's bottom tab bar (phones). */
export const tabBarMessages = {
  label: defineMessage({ id: 'storefront.tabBar.label', defaultMessage: 'Quick navigation' }),
  home: defineMessage({ id: 'storefront.tabBar.home', defaultMessage: 'Home' }),
  categories: defineMessage({ id: 'storefront.tabBar.categories', defaultMessage: 'Categories' }),
  orders: defineMessage({ id: 'storefront.tabBar.orders', defaultMessage: 'Orders' }),
  account: defineMessage({ id: 'storefront.tabBar.account', defaultMessage: 'Account' }),
};
