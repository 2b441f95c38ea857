import { defineMessage } from 'react-intl';

/** The words of the order-tracking map. */
export const trackingMapMessages = {
  caption: defineMessage({
    id: 'maps.trackingMap.caption',
    defaultMessage: 'Map of the delivery',
  }),
  store: defineMessage({ id: 'maps.trackingMap.store', defaultMessage: 'Store' }),
  destination: defineMessage({
    id: 'maps.trackingMap.destination',
    defaultMessage: 'Your address',
  }),
  delegate: defineMessage({ id: 'maps.trackingMap.delegate', defaultMessage: 'The delegate' }),
  loading: defineMessage({ id: 'maps.trackingMap.loading', defaultMessage: 'Loading the map…' }),
  unavailable: defineMessage({
    id: 'maps.trackingMap.unavailable',
    defaultMessage: "The map is not available; the order's progress is shown above",
  }),
} as const;
