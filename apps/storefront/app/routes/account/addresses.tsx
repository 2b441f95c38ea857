import { useIntl } from 'react-intl';
import { AddressesScreen } from '@matjar/account';
import { PageLayout, Skeleton } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/addresses';
import { MapAddressForm } from './address-form.js';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';

/** The saved addresses are asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  map: true,
  back: '/profile',
  startCalls: ['locations'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.addressesTitle),
    description: messageIn(locale, m.addressesDescription),
  });
}

/** The customer's saved addresses: add (on the map or by hand), edit, delete, make default. */
export default function AddressesRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.addressesTitle)}</h1>
        {isCustomer ? (
          <AddressesScreen renderAddressForm={(form) => <MapAddressForm {...form} />} />
        ) : (
          <Skeleton shape="text" lines={4} />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
