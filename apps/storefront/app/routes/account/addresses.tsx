import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AddressList,
  useDefaultLocation,
  useDeleteLocation,
  useLocations,
  useSetDefaultLocation,
} from '@matjar/account';
import { Button, ErrorState, PageLayout, Skeleton, useToast } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { usePageAccess } from '../../shell/page-access.js';
import type { Route } from './+types/addresses';
import { type AddressEditing, AddressDialog } from './address-dialog.js';
import { accountPageMessages as m } from './account.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import '@matjar/account/pages.css';
import { failureMessage } from '@matjar/i18n';

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

type Editing = AddressEditing | undefined;

function Addresses() {
  const intl = useIntl();
  const { toast } = useToast();
  const addresses = useLocations();
  const outcome = useDefaultLocation();
  const remove = useDeleteLocation();
  const setDefault = useSetDefaultLocation();
  const [editing, setEditing] = useState<Editing>();
  const onFailure = (cause: unknown) => {
    const message = failureMessage(intl, cause);
    if (message) toast({ title: message, variant: 'error' });
  };
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })}>{intl.formatMessage(m.addAddress)}</Button>
  );

  let body;
  if (addresses.isError) {
    body = <ErrorState onRetry={() => void addresses.refetch()} />;
  } else if (outcome === 'needActive') {
    body = <ErrorState title={intl.formatMessage(m.needActive)} />;
  } else if (!addresses.data) {
    body = <Skeleton shape="text" lines={6} />;
  } else {
    body = (
      <AddressList
        locations={addresses.data.locations}
        pendingId={setDefault.isPending ? setDefault.variables : undefined}
        onEdit={(location) => setEditing({ mode: 'edit', location })}
        onDelete={(location) =>
          remove.mutate(location.id, {
            onSuccess: () =>
              toast({ title: intl.formatMessage(m.addressDeleted), variant: 'success' }),
            onError: onFailure,
          })
        }
        onSetDefault={(location) => setDefault.mutate(location.id, { onError: onFailure })}
        emptyAction={addButton}
      />
    );
  }

  return (
    <>
      {addresses.data?.locations.length ? (
        <div className="sf-account-page__actions">{addButton}</div>
      ) : null}
      {body}
      {editing ? <AddressDialog editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}

/** The customer's saved addresses: add (on the map or by hand), edit, delete, make default. */
export default function AddressesRoute() {
  const intl = useIntl();
  const isCustomer = usePageAccess();
  return (
    <AccountFrame>
      <PageLayout className="sf-account-page">
        <h1 className="sf-info-page__title">{intl.formatMessage(m.addressesTitle)}</h1>
        {isCustomer ? <Addresses /> : <Skeleton shape="text" lines={4} />}
      </PageLayout>
    </AccountFrame>
  );
}
