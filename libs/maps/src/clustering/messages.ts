import { defineMessage } from 'react-intl';

/** The words of marker clusters. */
export const clusterMessages = {
  label: defineMessage<{ count: number }>({
    id: 'maps.cluster.label',
    defaultMessage: '{count, plural, one {# place} other {# places}}',
  }),
} as const;
