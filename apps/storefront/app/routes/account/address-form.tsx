import type { AddressFormProps } from '@matjar/account';
import { useLocale } from '@matjar/i18n';
import { AddressPicker } from '@matjar/maps';
import { useMapsKey } from '../../lib/use-maps-key.js';
import '@matjar/maps/styles.css';

/**
 * The address form of the storefront's address dialogs: the map picker with the server's Maps key
 * (the manual form without one), in the page's language.
 */
export function MapAddressForm(props: AddressFormProps) {
  const mapsKey = useMapsKey();
  const locale = useLocale();
  return <AddressPicker apiKey={mapsKey} language={locale} {...props} />;
}
