import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '@matjar/api-client';
import { RadioGroup } from '@matjar/ui';
import { deliverToMessages as m } from './messages.js';

export interface DeliverToAddressesProps {
  /** The id the dialog's submit button names in its `form` attribute. */
  formId: string;
  locations: readonly Location[];
  /** The address picked so far. */
  value: number | null;
  onChange: (id: number) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: string | undefined;
}

/**
 * The saved addresses as radios, in the "deliver to" dialog. Its code (and the radio group's) is
 * loaded when the dialog first opens, not with every page's header.
 */
export function DeliverToAddresses({
  formId,
  locations,
  value,
  onChange,
  onSubmit,
  error,
}: DeliverToAddressesProps) {
  const intl = useIntl();
  return (
    <form id={formId} onSubmit={onSubmit}>
      <RadioGroup
        label={intl.formatMessage(m.addresses)}
        name="deliver-to"
        options={locations.map((location) => ({
          value: String(location.id),
          label: <bdi>{location.name || location.address}</bdi>,
          description: location.name ? <bdi>{location.address}</bdi> : undefined,
        }))}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        error={error}
      />
    </form>
  );
}
