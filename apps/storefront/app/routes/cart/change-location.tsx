import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressDialog, useLocations } from '@matjar/account';
import { ChangeLocationScreen } from '@matjar/cart';
import { PageLayout } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { MapAddressForm } from '../account/address-form.js';
import type { Route } from './+types/change-location';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/cart/styles.css';

/** The saved addresses are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  map: true,
  back: '/cart/summary',
  startCalls: ['locations'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.changeLocationTitle),
    description: messageIn(locale, m.changeLocationDescription),
  });
}

/** Where this order is delivered (/cart/change-location): a saved address, or a new one. */
export default function ChangeLocationRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const addresses = useLocations();
  return (
    <PageLayout className="sf-account-page sf-change-location-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.changeLocationTitle)}</h1>
      <ChangeLocationScreen
        addresses={addresses}
        page={Number(searchParams.get('page'))}
        checkoutHref={checkoutPaths.summary}
        onAddressChosen={() => void navigate(checkoutPaths.summary)}
        renderAddAddressDialog={(dialog) => (
          <AddressDialog
            editing={{ mode: 'add' }}
            {...dialog}
            renderAddressForm={(form) => <MapAddressForm {...form} />}
          />
        )}
      />
    </PageLayout>
  );
}
