import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '@matjar/api-client';
import { AddressesIllustration, Button, ConfirmDialog, EmptyState, VirtualList } from '@matjar/ui';
import { addressListMessages as m } from './messages.js';

/** A saved address's usual height in pixels, until it is measured. */
const ADDRESS_ROW_SIZE = 90;

export interface AddressListProps {
  locations: readonly Location[];
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
  onSetDefault: (location: Location) => void;
  /** The address being changed (its buttons wait). */
  pendingId?: number | undefined;
  /** Shown in the empty state: the way to add the first address. */
  emptyAction?: ReactNode;
}

/**
 * The saved addresses: name, address, short national address and the default badge, with edit,
 * delete (after a confirmation) and "make default" for each. However many the customer keeps, only
 * those near the visible part of the page are in it (`VirtualList`).
 */
export function AddressList({
  locations,
  onEdit,
  onDelete,
  onSetDefault,
  pendingId,
  emptyAction,
}: AddressListProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<Location | undefined>();
  if (locations.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(m.empty)}
        illustration={<AddressesIllustration />}
        description={intl.formatMessage(m.emptyBody)}
        action={emptyAction}
      />
    );
  }
  return (
    <>
      <VirtualList
        className="account-address-list"
        items={locations}
        itemKey={(location) => location.id}
        estimateSize={ADDRESS_ROW_SIZE}
        itemProps={(location) => ({
          className: 'account-address-list__item',
          'data-state': location.is_default ? 'default' : 'other',
          'aria-busy': pendingId === location.id || undefined,
        })}
        renderItem={(location) => {
          const name = location.name || location.address;
          const isPending = pendingId === location.id;
          return (
            <>
              <div className="account-address-list__text">
                <p className="account-address-list__name">
                  <bdi>{name}</bdi>
                  {location.is_default ? (
                    <span className="account-address-list__badge">
                      {intl.formatMessage(m.default)}
                    </span>
                  ) : null}
                </p>
                <p className="account-address-list__address">
                  <bdi>{location.address}</bdi>
                </p>
                {location.short_address ? (
                  <p className="account-address-list__short">
                    {intl.formatMessage(m.shortAddress)}: <bdi>{location.short_address}</bdi>
                  </p>
                ) : null}
              </div>
              <div className="account-address-list__actions">
                {location.is_default ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={intl.formatMessage(m.setDefault, { name })}
                    isLoading={isPending}
                    onClick={() => onSetDefault(location)}
                  >
                    {intl.formatMessage(m.setDefaultShort)}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={intl.formatMessage(m.edit, { name })}
                  onClick={() => onEdit(location)}
                >
                  {intl.formatMessage(m.editShort)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="account-address-list__delete"
                  aria-label={intl.formatMessage(m.delete, { name })}
                  onClick={() => setDeleting(location)}
                >
                  {intl.formatMessage(m.deleteShort)}
                </Button>
              </div>
            </>
          );
        }}
      />
      <ConfirmDialog
        subject={deleting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={(location) => {
          onDelete(location);
          setDeleting(undefined);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        description={(location) =>
          intl.formatMessage(m.deleteBody, { name: location.name || location.address })
        }
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
      />
    </>
  );
}
