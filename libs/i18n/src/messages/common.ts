import { type MessageValue, defineMessage } from 'react-intl';

/** Words and actions shared by every library: prices, units, buttons. */
export const commonMessages = {
  priceAmount: defineMessage<{ amount: string }>({
    id: 'common.price.amount',
    defaultMessage: 'SR {amount}',
  }),
  priceAmountWithSign: defineMessage<{ amount: string; sign: string }>({
    id: 'common.price.amountWithSign',
    defaultMessage: '{sign} {amount}',
  }),
  priceAccessible: defineMessage<{ amount: string }>({
    id: 'common.price.accessible',
    defaultMessage: '{amount} Saudi riyals',
  }),
  priceWas: defineMessage<{ price: string }>({
    id: 'common.price.was',
    defaultMessage: 'Was {price}',
  }),
  vatIncluded: defineMessage({
    id: 'common.price.vatIncluded',
    defaultMessage: 'All prices include VAT.',
  }),
  /**
   * The label of the VAT line of every breakdown of amounts (cart, checkout, order): the amount
   * it names is shown beside it.
   */
  vatIncludedAt: defineMessage<{ rate: MessageValue }>({
    id: 'common.price.vatIncludedAt',
    defaultMessage: 'VAT ({rate}) included',
  }),
  weightGrams: defineMessage<{ value: string }>({
    id: 'common.weight.grams',
    defaultMessage: '{value} g',
  }),
  weightKilograms: defineMessage<{ value: string }>({
    id: 'common.weight.kilograms',
    defaultMessage: '{value} kg',
  }),
  /** The label of a product's weight choices (a coffee sold by 250 g, 500 g, 1 kg). */
  weightLabel: defineMessage({ id: 'common.weight.label', defaultMessage: 'Weight' }),
  /** The name of a product's chosen colour, beside its value ("Color: Navy"). */
  colorLabel: defineMessage({ id: 'common.variant.color', defaultMessage: 'Color' }),
  /** The name of a product's chosen size that is not a weight ("Size: 54", "Size: XL"). */
  sizeLabel: defineMessage({ id: 'common.variant.size', defaultMessage: 'Size' }),
  retry: defineMessage({ id: 'common.actions.retry', defaultMessage: 'Try again' }),
  close: defineMessage({ id: 'common.actions.close', defaultMessage: 'Close' }),
  cancel: defineMessage({ id: 'common.actions.cancel', defaultMessage: 'Cancel' }),
  confirm: defineMessage({ id: 'common.actions.confirm', defaultMessage: 'Confirm' }),
  save: defineMessage({ id: 'common.actions.save', defaultMessage: 'Save' }),
  reload: defineMessage({ id: 'common.actions.reload', defaultMessage: 'Reload' }),
  backHome: defineMessage({
    id: 'common.actions.backHome',
    defaultMessage: 'Back to the home page',
  }),
  loading: defineMessage({ id: 'common.status.loading', defaultMessage: 'Loading…' }),
} as const;
