import { type MessageValue, defineMessage } from 'react-intl';

/** The words of a variant's label: one option, and what stands between two. */
export const variantLabelMessages = {
  option: defineMessage<{ name: MessageValue; value: MessageValue }>({
    id: 'ui.variantLabel.option',
    defaultMessage: '{name}: {value}',
  }),
  /**
   * What ends an option before the next (a space follows it): the language's comma, read as a
   * pause, where a middle dot is read aloud as a word or not at all.
   */
  separator: defineMessage({ id: 'ui.variantLabel.separator', defaultMessage: ',' }),
} as const;
