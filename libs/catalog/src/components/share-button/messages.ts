import { defineMessage } from 'react-intl';

/** The words of the share button. */
export const shareButtonMessages = {
  share: defineMessage({ id: 'catalog.share.label', defaultMessage: 'Share' }),
  copyFailed: defineMessage({
    id: 'catalog.share.copyFailed',
    defaultMessage: 'The link could not be copied. Copy it from here:',
  }),
} as const;
