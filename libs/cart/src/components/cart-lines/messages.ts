import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the cart's lines. */
export const cartLinesMessages = {
  label: defineMessage({ id: 'cart.lines.label', defaultMessage: 'Products in your cart' }),
  unitPrice: defineMessage<{ price: MessageValue }>({
    id: 'cart.lines.unitPrice',
    defaultMessage: '{price} each',
  }),
  lineTotal: defineMessage({ id: 'cart.lines.lineTotal', defaultMessage: 'Line total' }),
  quantityOf: defineMessage<{ name: string }>({
    id: 'cart.lines.quantityOf',
    defaultMessage: 'Quantity of {name}',
  }),
  remove: defineMessage({ id: 'cart.lines.remove', defaultMessage: 'Remove' }),
  removeLabel: defineMessage<{ name: string }>({
    id: 'cart.lines.removeLabel',
    defaultMessage: 'Remove {name}',
  }),
  unavailable: defineMessage({
    id: 'cart.lines.unavailable',
    defaultMessage: 'No longer available',
  }),
  notCounted: defineMessage({
    id: 'cart.lines.notCounted',
    defaultMessage: 'Not counted in the total',
  }),
} as const;
