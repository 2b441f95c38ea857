import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the "recharge balance" dialog. */
export const rechargeDialogMessages = {
  title: defineMessage({ id: 'wallet.recharge.title', defaultMessage: 'Recharge balance' }),
  amountLabel: defineMessage({
    id: 'wallet.recharge.amountLabel',
    defaultMessage: 'Amount in riyals',
  }),
  hint: defineMessage<{ min: MessageValue; max: MessageValue }>({
    id: 'wallet.recharge.hint',
    defaultMessage: 'Between {min} and {max}',
  }),
  quickAmounts: defineMessage({
    id: 'wallet.recharge.quickAmounts',
    defaultMessage: 'Quick amounts',
  }),
  required: defineMessage({
    id: 'wallet.recharge.required',
    defaultMessage: 'Please enter the amount',
  }),
  invalid: defineMessage({
    id: 'wallet.recharge.invalid',
    defaultMessage: 'Enter an amount in riyals, up to 2 decimals',
  }),
  belowMin: defineMessage<{ min: MessageValue }>({
    id: 'wallet.recharge.belowMin',
    defaultMessage: 'The smallest recharge is {min}',
  }),
  aboveMax: defineMessage<{ max: MessageValue }>({
    id: 'wallet.recharge.aboveMax',
    defaultMessage: 'The largest recharge is {max}',
  }),
  secureNote: defineMessage({
    id: 'wallet.recharge.secureNote',
    defaultMessage:
      "You pay on the payment provider's secure page; your card details never reach Matjar.",
  }),
  submit: defineMessage({
    id: 'wallet.recharge.submit',
    defaultMessage: 'Continue to payment',
  }),
} as const;
