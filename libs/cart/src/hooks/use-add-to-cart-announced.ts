import { useIntl } from 'react-intl';
import { failureMessage, successMessages } from '@matjar/i18n';
import { useToast } from '@matjar/ui';
import { viewCartMessage } from './add-to-cart.messages.js';
import { type CartLineInput, useAddToCart } from './use-add-to-cart.js';

export interface AddToCartAnnouncedOptions {
  /** The toast's "View cart": opens the cart page (the app knows its path). */
  onViewCart: () => void;
}

export interface AddToCartAnnounced {
  /**
   * Puts `line` in the cart; `onAdded` runs once it is there, before the toast. A refusal (stock
   * exceeded, variant missing, no connection) is told in an error toast; nothing is thrown.
   */
  add: (line: CartLineInput, onAdded?: () => void) => void;
  /** Whether an add is on its way. */
  isAdding: boolean;
  /** The product whose add is on its way, or null. */
  addingProductId: number | null;
}

/**
 * `useAddToCart` with what a customer is told: "Added to cart" with a "View cart" action on
 * success, the store's reason (localized) on a refusal. The product's page and the cards' quick
 * add use it, so both say the same. Place it inside the `ToastProvider`.
 *
 * @example
 * const cart = useAddToCartAnnounced({ onViewCart: () => navigate('/cart') });
 * cart.add({ product_id: 12, variant_id: 31, quantity: 2 });
 */
export function useAddToCartAnnounced({
  onViewCart,
}: AddToCartAnnouncedOptions): AddToCartAnnounced {
  const intl = useIntl();
  const { toast } = useToast();
  const addToCart = useAddToCart();
  return {
    add: (line, onAdded) =>
      addToCart.mutate(line, {
        onSuccess: () => {
          onAdded?.();
          toast({
            title: intl.formatMessage(successMessages.productAddedToCart),
            variant: 'success',
            action: { label: intl.formatMessage(viewCartMessage), onClick: onViewCart },
          });
        },
        onError: (error) => {
          const message = failureMessage(intl, error);
          if (message) toast({ title: message, variant: 'error' });
        },
      }),
    isAdding: addToCart.isPending,
    addingProductId: addToCart.isPending ? addToCart.variables.product_id : null,
  };
}
