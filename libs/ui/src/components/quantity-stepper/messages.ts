import { defineMessage } from 'react-intl';

export const quantityStepperMessages = {
  label: defineMessage({ id: 'ui.quantityStepper.label', defaultMessage: 'Quantity' }),
  increase: defineMessage({
    id: 'ui.quantityStepper.increase',
    defaultMessage: 'Increase quantity',
  }),
  decrease: defineMessage({
    id: 'ui.quantityStepper.decrease',
    defaultMessage: 'Decrease quantity',
  }),
} as const;
