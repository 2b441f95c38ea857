import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLocations, useStoreSettings } from '@matjar/account';
import { CheckoutScreen, type OrderPlacedEvent } from '@matjar/cart';
import { orderQueries } from '@matjar/orders';
import { PageLayout } from '@matjar/ui';
import { walletQueries } from '@matjar/wallet';
import { usePaymentPage } from '../../lib/payment-page.js';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/checkout';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/ui/forms.css';
import '@matjar/cart/styles.css';

/** The summary's cart and the saved addresses are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: '/cart',
  startCalls: ['cart', 'locations'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.title),
    description: messageIn(locale, m.description),
  });
}

/** The checkout (/cart/summary): order type, delivery, payment, coupon, summary and "Place order". */
export default function CheckoutRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addresses = useLocations();
  const vatRate = useStoreSettings().data?.vat_rate;
  const openPaymentPage = usePaymentPage();
  // The new order heads the lists the customer may open next (and the wallet may have paid).
  const refreshAfterOrder = ({ paymentMethod }: OrderPlacedEvent) => {
    void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    if (paymentMethod === 'wallet' || paymentMethod === 'amount') {
      void queryClient.invalidateQueries({ queryKey: walletQueries.all });
    }
  };
  return (
    <PageLayout className="sf-account-page sf-checkout-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.title)}</h1>
      <CheckoutScreen
        addresses={addresses}
        vatRate={vatRate}
        onPaymentPage={openPaymentPage}
        returnUrl={checkoutPaths.completed}
        onOrderPlaced={refreshAfterOrder}
        onShowOrder={(orderId) =>
          void navigate(checkoutPaths.completedOrder(orderId), { replace: true })
        }
        cartHref={checkoutPaths.cart}
        changeLocationHref={checkoutPaths.changeLocation}
        shopHref="/"
      />
    </PageLayout>
  );
}
