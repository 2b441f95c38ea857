import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@matjar/ui';
import type { AddressFieldName } from './address-schema.js';
import { addressFieldsMessages as m } from './messages.js';

const SHORT_ADDRESS_EXAMPLE = 'RRRD2929';

export interface AddressFieldsProps {
  /** The form's `register`, for one field. */
  register: (name: AddressFieldName) => UseFormRegisterReturn;
  /** Localized errors, by field. */
  errors: Partial<Record<AddressFieldName, string | undefined>>;
}

/**
 * The fields of a Saudi national address: its name, city, district, street, 4-digit building
 * number, optional short address (`RRRD2929`) and optional landmark. Two columns when there is
 * room, one on a phone.
 */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  const intl = useIntl();
  return (
    <div className="maps-address-fields">
      <div className="maps-address-fields__grid">
        <TextField
          className="maps-address-fields__wide"
          label={intl.formatMessage(m.name)}
          hint={intl.formatMessage(m.nameHint)}
          autoComplete="off"
          required
          error={errors.name}
          {...register('name')}
        />
        <TextField
          label={intl.formatMessage(m.city)}
          autoComplete="address-level2"
          required
          error={errors.city}
          {...register('city')}
        />
        <TextField
          label={intl.formatMessage(m.district)}
          autoComplete="address-level3"
          required
          error={errors.district}
          {...register('district')}
        />
        <TextField
          label={intl.formatMessage(m.street)}
          autoComplete="address-line1"
          required
          error={errors.street}
          {...register('street')}
        />
        <TextField
          label={intl.formatMessage(m.buildingNumber)}
          hint={intl.formatMessage(m.buildingNumberHint)}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
          error={errors.building_number}
          {...register('building_number')}
        />
        <TextField
          label={intl.formatMessage(m.shortAddress)}
          hint={intl.formatMessage(m.shortAddressHint, {
            example: SHORT_ADDRESS_EXAMPLE,
            bdi: (chunks: ReactNode[]) => <bdi dir="ltr">{chunks}</bdi>,
          })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          error={errors.short_address}
          {...register('short_address')}
        />
        <TextField
          className="maps-address-fields__wide"
          label={intl.formatMessage(m.landmark)}
          hint={intl.formatMessage(m.landmarkHint)}
          error={errors.landmark}
          {...register('landmark')}
        />
      </div>
    </div>
  );
}
