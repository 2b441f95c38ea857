import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '@matjar/i18n';
import { Button, ErrorState, Skeleton, useToast } from '@matjar/ui';
import {
  useDefaultLocation,
  useDeleteLocation,
  useLocations,
  useSetDefaultLocation,
} from '../../hooks/use-locations.js';
import { AddressList } from '../address-list/address-list.js';
import { AddressDialog, type AddressDialogProps, type AddressEditing } from './address-dialog.js';
import { addressesScreenMessages as m } from './messages.js';

export interface AddressesScreenProps {
  /** Draws the address form of the add and edit dialog (see `AddressDialog`). */
  renderAddressForm: AddressDialogProps['renderAddressForm'];
}

/**
 * The customer's saved addresses: the list with "Edit", "Delete" (confirmed) and "Make default" on
 * each, and "Add new address" above it (in the empty state when there is none). Adding and editing
 * happen in `AddressDialog`; a deletion is said in a toast, and a refused deletion or choice of
 * default too. A customer whose phone is not activated is told to activate it first. A skeleton
 * shows while the addresses are on their way, a retry when the store failed to answer. Needs the
 * app's API client, session, query cache and `ToastProvider`.
 *
 * @example
 * <AddressesScreen
 *   renderAddressForm={(form) => <AddressPicker apiKey={mapsKey} language={locale} {...form} />}
 * />
 */
export function AddressesScreen({ renderAddressForm }: AddressesScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const addresses = useLocations();
  const outcome = useDefaultLocation();
  const remove = useDeleteLocation();
  const setDefault = useSetDefaultLocation();
  const [editing, setEditing] = useState<AddressEditing>();
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
        <div className="account-addresses-screen__actions">{addButton}</div>
      ) : null}
      {body}
      {editing ? (
        <AddressDialog
          editing={editing}
          onClose={() => setEditing(undefined)}
          renderAddressForm={renderAddressForm}
        />
      ) : null}
    </>
  );
}
