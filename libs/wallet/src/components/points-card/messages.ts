import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the rewards points card and its conversion form. */
export const pointsCardMessages = {
  title: defineMessage({ id: 'wallet.points.title', defaultMessage: 'Rewards points' }),
  balance: defineMessage<{ count: number; points: MessageValue }>({
    id: 'wallet.points.balance',
    defaultMessage: '{count, plural, one {{points} point} other {{points} points}}',
  }),
  worth: defineMessage<{ amount: MessageValue }>({
    id: 'wallet.points.worth',
    defaultMessage: 'Worth {amount}',
  }),
  rate: defineMessage<{ count: number; points: MessageValue; value: MessageValue }>({
    id: 'wallet.points.rate',
    defaultMessage: '{count, plural, one {{points} point} other {{points} points}} = {value}',
  }),
  fieldLabel: defineMessage({
    id: 'wallet.points.fieldLabel',
    defaultMessage: 'Points to convert',
  }),
  preview: defineMessage<{ amount: MessageValue }>({
    id: 'wallet.points.preview',
    defaultMessage: 'You get {amount}',
  }),
  required: defineMessage({
    id: 'wallet.points.required',
    defaultMessage: 'Please enter the number of points',
  }),
  wholeOnly: defineMessage({ id: 'wallet.points.wholeOnly', defaultMessage: 'Whole points only' }),
  belowMin: defineMessage<{ min: MessageValue }>({
    id: 'wallet.points.belowMin',
    defaultMessage: 'At least {min} points per conversion',
  }),
  aboveBalance: defineMessage<{ count: number; points: MessageValue }>({
    id: 'wallet.points.aboveBalance',
    defaultMessage:
      '{count, plural, one {You have {points} point} other {You have {points} points}}',
  }),
  notEnough: defineMessage<{ min: MessageValue }>({
    id: 'wallet.points.notEnough',
    defaultMessage: 'You can convert once you have {min} points.',
  }),
  convert: defineMessage({ id: 'wallet.points.convert', defaultMessage: 'Convert' }),
  convertAll: defineMessage({ id: 'wallet.points.convertAll', defaultMessage: 'Convert all' }),
} as const;
