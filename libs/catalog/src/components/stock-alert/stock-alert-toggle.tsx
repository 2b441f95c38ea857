import { useIntl } from 'react-intl';
import { useSignInPrompt } from '@matjar/auth';
import { failureMessage } from '@matjar/i18n';
import { Button, useToast } from '@matjar/ui';
import {
  useAddStockAlert,
  useRemoveStockAlert,
  useStockAlerts,
} from '../../hooks/use-stock-alerts.js';
import { stockAlertMessages as m } from './messages.js';

export interface StockAlertToggleProps {
  productId: number;
  /** The variant chosen, when the product comes in several; `undefined` waits for any of them. */
  variantId?: number | undefined;
  className?: string;
}

/**
 * What a product out of stock offers instead of "Add to cart": "Notify me when available". A
 * visitor is asked to sign in first; a customer's wish is kept by the store, which sends a push
 * alert when it restocks the product. Once asked, it says so, with a way to cancel. The store's
 * refusals are said in a toast. Place it inside the `SignInPromptProvider` and `ToastProvider`.
 *
 * @example
 * {isAvailable ? <AddToCart /> : <StockAlertToggle productId={product.id} variantId={variantId} />}
 */
export function StockAlertToggle({ productId, variantId, className }: StockAlertToggleProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const alerts = useStockAlerts();
  const add = useAddStockAlert();
  const remove = useRemoveStockAlert();
  const alert = alerts.data?.find(
    (candidate) =>
      candidate.product.id === productId && (candidate.variant?.id ?? undefined) === variantId,
  );
  const showFailure = (error: unknown) => {
    const message = failureMessage(intl, error);
    if (message) toast({ title: message, variant: 'error' });
  };

  if (alert) {
    return (
      <div className={['catalog-stock-alert', className].filter(Boolean).join(' ')} data-state="on">
        <p className="catalog-stock-alert__note" role="status">
          {intl.formatMessage(m.waiting)}
        </p>
        <Button
          variant="secondary"
          isLoading={remove.isPending}
          onClick={() => remove.mutate(alert.id, { onError: showFailure })}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    );
  }
  return (
    <Button
      className={['catalog-stock-alert__ask', className].filter(Boolean).join(' ')}
      size="lg"
      isLoading={add.isPending}
      onClick={() =>
        requireSignIn(() =>
          add.mutate(
            { productId, variantId },
            {
              onSuccess: () => toast({ title: intl.formatMessage(m.added), variant: 'success' }),
              onError: showFailure,
            },
          ),
        )
      }
    >
      {intl.formatMessage(m.notifyMe)}
    </Button>
  );
}
