import { FormattedMessage } from 'react-intl';
import type { StoreSettings } from '@matjar/api-client';
import { storeContactMessages as m } from './messages.js';

export interface StoreLegalProps {
  /** The store's settings (`useStoreSettings().data`); `undefined` while they load. */
  settings: StoreSettings | undefined;
  className?: string;
}

/**
 * The store's legal numbers, as Saudi law asks a shop to show them: "VAT registration number: …"
 * and "Commercial registration: …", each number read left to right. A number the store does not
 * give is not drawn; with neither, nothing is. While the settings load, it keeps a line's room.
 *
 * @example
 * <StoreLegal settings={useStoreSettings().data} />
 */
export function StoreLegal({ settings, className }: StoreLegalProps) {
  const classes = ['account-store-legal', className].filter(Boolean).join(' ');
  if (!settings) return <p className={classes} aria-busy="true" data-state="loading" />;
  const { vat_number: vatNumber, commercial_registration: commercialRegistration } = settings;
  if (!vatNumber && !commercialRegistration) return null;
  return (
    <p className={classes} data-state="ready">
      {vatNumber ? (
        <span className="account-store-legal__line">
          <FormattedMessage
            {...m.vatNumber}
            values={{
              number: (
                <bdi className="account-store-legal__number" dir="ltr">
                  {vatNumber}
                </bdi>
              ),
            }}
          />
        </span>
      ) : null}{' '}
      {commercialRegistration ? (
        <span className="account-store-legal__line">
          <FormattedMessage
            {...m.commercialRegistration}
            values={{
              number: (
                <bdi className="account-store-legal__number" dir="ltr">
                  {commercialRegistration}
                </bdi>
              ),
            }}
          />
        </span>
      ) : null}
    </p>
  );
}
