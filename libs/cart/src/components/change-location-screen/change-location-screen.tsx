import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '@matjar/api-client';
import { useGlobalStore } from '@matjar/auth';
import { validationMessages } from '@matjar/i18n';
import { Button, EmptyState, ErrorState, Link, Pagination, RadioGroup, Skeleton } from '@matjar/ui';
import { useCheckoutDraft } from '../../checkout/use-checkout-draft.js';
import type { SavedAddressesQuery } from '../screen-inputs.js';
import { changeLocationScreenMessages as m } from './messages.js';

/** How many saved addresses a page of the choice shows: however many there are, a few radios. */
const ADDRESSES_PER_PAGE = 20;

/** What the app's "add an address" dialog is given: close it, or take the address it saved. */
export interface AddAddressDialogProps {
  /** Closes the dialog without an address. */
  onClose: () => void;
  /** The address the dialog saved: the order goes to it. */
  onSaved: (location: Location) => void;
}

export interface ChangeLocationScreenProps {
  /** The customer's saved addresses (`useLocations()` of `@matjar/account`). */
  addresses: SavedAddressesQuery;
  /**
   * The page of the addresses asked for: the app reads it from its address (`?page=2`), which the
   * screen's page links write. Without a valid one, the page holding the address chosen so far.
   */
  page?: number | undefined;
  /** The checkout's page: its way back. */
  checkoutHref: string;
  /** Takes the customer back to the checkout once an address is chosen or added for the order. */
  onAddressChosen: (locationId: number) => void;
  /**
   * Draws the app's "add a new address" dialog (with the map picker, which the cart does not
   * hold), open while it is drawn.
   */
  renderAddAddressDialog: (dialog: AddAddressDialogProps) => ReactNode;
}

/**
 * The checkout's address choice: the saved addresses as radios, a page at a time (the one chosen
 * for this order checked, else the one selected in the header, else the default), "Deliver to this
 * address", "Add a new address" (the app's dialog) and a way back to the checkout. The address
 * chosen or added is kept in the checkout's choices (`useCheckoutDraft`), then `onAddressChosen`
 * is called. Without saved addresses, an empty state offers to add one. A skeleton shows while the
 * addresses are on their way, a retry when the store failed to give them. Needs the app's session.
 *
 * @example
 * <ChangeLocationScreen
 *   addresses={useLocations()}
 *   page={Number(searchParams.get('page'))}
 *   checkoutHref="/cart/summary"
 *   onAddressChosen={() => navigate('/cart/summary')}
 *   renderAddAddressDialog={(dialog) => <AddressDialog editing={{ mode: 'add' }} {...dialog} />}
 * />
 */
export function ChangeLocationScreen({
  addresses,
  page: askedPage,
  checkoutHref,
  onAddressChosen,
  renderAddAddressDialog,
}: ChangeLocationScreenProps) {
  const intl = useIntl();
  const { draft, update } = useCheckoutDraft();
  const { location_id: selectedLocationId } = useGlobalStore();
  const [picked, setPicked] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [error, setError] = useState<string>();

  if (addresses.isError && !addresses.data) {
    return <ErrorState onRetry={() => void addresses.refetch()} />;
  }
  if (!addresses.data) return <Skeleton shape="text" lines={6} />;

  const saved = addresses.data.locations;
  const isSaved = (id: number | null | undefined): id is number =>
    !!id && saved.some((location) => location.id === id);
  const current =
    [picked, draft.location_id, selectedLocationId].find(isSaved) ??
    saved.find((location) => location.is_default)?.id ??
    null;

  // The page asked for, or the one holding the address chosen so far.
  const lastPage = Math.max(1, Math.ceil(saved.length / ADDRESSES_PER_PAGE));
  const currentIndex = saved.findIndex((location) => location.id === current);
  const page =
    askedPage !== undefined && Number.isInteger(askedPage) && askedPage >= 1
      ? Math.min(askedPage, lastPage)
      : Math.floor(Math.max(currentIndex, 0) / ADDRESSES_PER_PAGE) + 1;
  const shown = saved.slice((page - 1) * ADDRESSES_PER_PAGE, page * ADDRESSES_PER_PAGE);

  const deliverTo = (id: number | null) => {
    if (!isSaved(id)) {
      setError(intl.formatMessage(validationMessages.selectLocation));
      return;
    }
    update({ location_id: id });
    onAddressChosen(id);
  };

  const addButton = (
    <Button variant="secondary" onClick={() => setIsAdding(true)}>
      {intl.formatMessage(m.addAddress)}
    </Button>
  );

  return (
    <>
      {saved.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noAddresses)} action={addButton} />
      ) : (
        <div className="cart-change-location">
          <RadioGroup
            label={intl.formatMessage(m.savedAddresses)}
            options={shown.map((location) => ({
              value: String(location.id),
              label: <bdi>{location.name || location.address}</bdi>,
              description: location.name ? <bdi>{location.address}</bdi> : undefined,
            }))}
            value={current === null ? null : String(current)}
            onChange={(value) => {
              setPicked(Number(value));
              setError(undefined);
            }}
            error={error}
          />
          <Pagination page={page} pageCount={lastPage} hrefFor={(next) => `?page=${next}`} />
          <div className="cart-change-location__actions">
            <Button size="lg" onClick={() => deliverTo(current)}>
              {intl.formatMessage(m.deliverHere)}
            </Button>
            {addButton}
            <Link to={checkoutHref} className="cart-back-link">
              {intl.formatMessage(m.backToCheckout)}
            </Link>
          </div>
        </div>
      )}
      {isAdding
        ? renderAddAddressDialog({
            onClose: () => setIsAdding(false),
            onSaved: (location) => {
              update({ location_id: location.id });
              onAddressChosen(location.id);
            },
          })
        : null}
    </>
  );
}
