import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '@matjar/api-client';
import { useAuthState, useGlobalStore } from '@matjar/auth';
import { Button, Dialog, Link, Skeleton, onDemand } from '@matjar/ui';
import {
  useDefaultLocation,
  useLocations,
  useSetDefaultLocation,
} from '../../hooks/use-locations.js';
import { deliverToMessages as m } from './messages.js';

/**
 * What the chip shows: a visitor is asked to sign in; a customer's addresses are `loading`, then
 * `ready` (chosen from a dialog), or `unavailable` (none saved, phone not activated, or the store
 * did not answer: the addresses page is where to go).
 */
export type DeliverToState = 'visitor' | 'loading' | 'ready' | 'unavailable';

export interface DeliverToChipProps {
  state: DeliverToState;
  /** The customer's saved addresses (`ready`). */
  locations?: readonly Location[];
  /** The selected delivery location (the global store's `location_id`). */
  selectedId?: number | null;
  /**
   * Makes an address the selected location; the dialog closes once it resolves and says so when
   * it rejects.
   */
  onChoose?: (location: Location) => Promise<unknown> | void;
  /** Where a visitor signs in and comes back from, e.g. `/auth?redirect=%2Fcart`. */
  signInHref: string;
  /** The saved addresses page, where addresses are added and managed, e.g. `/myAddresses`. */
  addressesHref: string;
  className?: string;
}

function PinIcon() {
  return (
    <svg
      className="account-deliver-to__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** The addresses' radios, loaded when the dialog first opens (or as the pointer comes to the chip). */
const addressesForm = onDemand(() =>
  import('./deliver-to-addresses.js').then((module) => module.DeliverToAddresses),
);

const nameOf = (location: Location) => location.name || location.address;

/** The address shown as selected: the global store's, else the default one. */
function selectedOf(locations: readonly Location[], selectedId: number | null | undefined) {
  return (
    locations.find((location) => location.id === selectedId) ??
    locations.find((location) => location.is_default)
  );
}

/**
 * The "deliver to" chip as its props say (`DeliverTo` connects it to the session and the store).
 * Every state takes the same height, so the page does not move when the customer's addresses
 * arrive after the first paint.
 */
export function DeliverToChip({
  state,
  locations = [],
  selectedId,
  onChoose,
  signInHref,
  addressesHref,
  className,
}: DeliverToChipProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();
  const formId = useId();
  const classes = ['account-deliver-to', className].filter(Boolean).join(' ');
  const selected = selectedOf(locations, selectedId);

  if (state === 'loading') {
    return (
      <div className={classes} data-state="loading">
        <div className="account-deliver-to__chip account-deliver-to__chip--loading" role="status">
          <PinIcon />
          <Skeleton inlineSize="10rem" />
          <span className="mj-visually-hidden">{intl.formatMessage(m.loading)}</span>
        </div>
      </div>
    );
  }

  if (state === 'visitor' || state === 'unavailable' || locations.length === 0) {
    return (
      <div className={classes} data-state={state === 'visitor' ? 'visitor' : 'unavailable'}>
        <Link
          to={state === 'visitor' ? signInHref : addressesHref}
          className="account-deliver-to__chip"
        >
          <PinIcon />
          <span className="account-deliver-to__text">
            {intl.formatMessage(state === 'visitor' ? m.visitor : m.choose)}
          </span>
        </Link>
      </div>
    );
  }

  const current = picked ?? selected?.id ?? null;
  const open = () => {
    setPicked(null);
    setError(undefined);
    setIsOpen(true);
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const location = locations.find((candidate) => candidate.id === current);
    if (!location || location.id === selected?.id) {
      setIsOpen(false);
      return;
    }
    setIsPending(true);
    setError(undefined);
    try {
      await onChoose?.(location);
      setIsOpen(false);
    } catch {
      setError(intl.formatMessage(m.changeFailed));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <div className={classes} data-state="ready">
      <button
        type="button"
        className="account-deliver-to__chip"
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void addressesForm.preload()}
        onFocus={() => void addressesForm.preload()}
      >
        <PinIcon />
        <span className="account-deliver-to__text">
          {selected
            ? intl.formatMessage(m.deliverTo, {
                name: nameOf(selected),
                bdi: (chunks: ReactNode[]) => (
                  <bdi key="name" className="account-deliver-to__name">
                    {chunks}
                  </bdi>
                ),
              })
            : intl.formatMessage(m.choose)}
        </span>
        <ChevronIcon />
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={(next) => {
          if (!next && !isPending) setIsOpen(false);
        }}
        title={intl.formatMessage(m.dialogTitle)}
        description={intl.formatMessage(m.dialogDescription)}
        footer={
          <>
            <Button type="submit" form={formId} isLoading={isPending}>
              {intl.formatMessage(m.deliverHere)}
            </Button>
            <Link to={addressesHref} className="account-deliver-to__manage">
              {intl.formatMessage(m.manage)}
            </Link>
          </>
        }
      >
        <addressesForm.Component
          formId={formId}
          locations={locations}
          value={current}
          onChange={(id) => {
            setPicked(id);
            setError(undefined);
          }}
          onSubmit={(event) => void handleSubmit(event)}
          error={error}
        />
      </Dialog>
    </div>
  );
}

function ChevronIcon() {
  return (
    <svg
      className="account-deliver-to__chevron"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export type DeliverToProps = Omit<
  DeliverToChipProps,
  'state' | 'locations' | 'selectedId' | 'onChoose'
>;

/**
 * "Deliver to: Home" under the header. A signed-in customer sees the selected delivery location
 * (the default-location lookup makes the default address the global store's `location_id`) and
 * opens a dialog of the saved addresses to choose another, which becomes the default address and
 * the selected location. A visitor is offered to sign in and come back. On the server and until
 * the addresses arrive, a placeholder of the same height holds the place.
 *
 * @example
 * const { pathname, search } = useLocation();
 * <DeliverTo
 *   signInHref={signInPathFor(`${pathname}${search}`)}
 *   addressesHref="/myAddresses"
 * />
 */
export function DeliverTo(props: DeliverToProps) {
  const { isLoggedIn } = useAuthState();
  const { location_id: selectedId } = useGlobalStore();
  const addresses = useLocations();
  const outcome = useDefaultLocation();
  const setDefault = useSetDefaultLocation();

  let state: DeliverToState;
  if (!isLoggedIn) state = 'visitor';
  else if (outcome === 'pending') state = 'loading';
  else if (outcome === 'success' && addresses.data?.locations.length) state = 'ready';
  else state = 'unavailable';

  return (
    <DeliverToChip
      {...props}
      state={state}
      locations={addresses.data?.locations}
      selectedId={selectedId}
      onChoose={(location) => setDefault.mutateAsync(location.id)}
    />
  );
}
