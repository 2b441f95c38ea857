import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressDialog, useLocations } from '@matjar/account';
import { useGlobalStore } from '@matjar/auth';
import { useCheckoutDraft } from '@matjar/cart';
import { validationMessages } from '@matjar/i18n';
import {
  Button,
  EmptyState,
  ErrorState,
  PageLayout,
  Pagination,
  RadioGroup,
  Skeleton,
} from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { MapAddressForm } from '../account/address-form.js';
import type { Route } from './+types/change-location';
import { checkoutPageMessages as m } from './cart.messages.js';
import { checkoutPaths } from './checkout-paths.js';
import '@matjar/cart/styles.css';
import './cart-pages.css';

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

/** How many saved addresses a page of the choice shows: however many there are, a few radios. */
const ADDRESSES_PER_PAGE = 20;

function ChangeLocation() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { draft, update } = useCheckoutDraft();
  const { location_id: selectedLocationId } = useGlobalStore();
  const addresses = useLocations();
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

  // The page in `?page=`, or the one holding the address chosen so far.
  const lastPage = Math.max(1, Math.ceil(saved.length / ADDRESSES_PER_PAGE));
  const currentIndex = saved.findIndex((location) => location.id === current);
  const asked = Number(searchParams.get('page'));
  const page =
    Number.isInteger(asked) && asked >= 1
      ? Math.min(asked, lastPage)
      : Math.floor(Math.max(currentIndex, 0) / ADDRESSES_PER_PAGE) + 1;
  const shown = saved.slice((page - 1) * ADDRESSES_PER_PAGE, page * ADDRESSES_PER_PAGE);

  const deliverTo = (id: number | null) => {
    if (!isSaved(id)) {
      setError(intl.formatMessage(validationMessages.selectLocation));
      return;
    }
    update({ location_id: id });
    void navigate(checkoutPaths.summary);
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
        <div className="sf-change-location">
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
          <div className="sf-change-location__actions">
            <Button size="lg" onClick={() => deliverTo(current)}>
              {intl.formatMessage(m.deliverHere)}
            </Button>
            {addButton}
            <AppLink to={checkoutPaths.summary} className="sf-checkout__back">
              {intl.formatMessage(m.backToCheckout)}
            </AppLink>
          </div>
        </div>
      )}
      {isAdding ? (
        <AddressDialog
          editing={{ mode: 'add' }}
          onClose={() => setIsAdding(false)}
          onSaved={(location) => {
            update({ location_id: location.id });
            void navigate(checkoutPaths.summary);
          }}
          renderAddressForm={(form) => <MapAddressForm {...form} />}
        />
      ) : null}
    </>
  );
}

/** Where this order is delivered (/cart/change-location): a saved address, or a new one. */
export default function ChangeLocationRoute() {
  const intl = useIntl();
  return (
    <PageLayout className="sf-account-page sf-change-location-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.changeLocationTitle)}</h1>
      <ChangeLocation />
    </PageLayout>
  );
}
