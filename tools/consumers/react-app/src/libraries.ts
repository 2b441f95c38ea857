// Every @matjar library, installed from its tarball, imported by its public entry in Node: its
// types resolve under `--strict` and its module loads with what it declares it needs.
import * as account from '@matjar/account';
import * as apiClient from '@matjar/api-client';
import * as apiClientTesting from '@matjar/api-client/testing';
import * as auth from '@matjar/auth';
import * as cart from '@matjar/cart';
import * as catalog from '@matjar/catalog';
import * as i18n from '@matjar/i18n';
import * as maps from '@matjar/maps';
import * as orders from '@matjar/orders';
import * as push from '@matjar/push';
import * as ui from '@matjar/ui';
import * as wallet from '@matjar/wallet';

// One public export of each, as its README names it.
const exports: Record<string, unknown> = {
  '@matjar/account': account.AddressesScreen,
  '@matjar/api-client': apiClient.createApiClient,
  '@matjar/api-client/testing': apiClientTesting.answeringFetch,
  '@matjar/auth': auth.isSignedInFromCookieHeader,
  '@matjar/cart': cart.CartScreen,
  '@matjar/catalog': catalog.ProductCard,
  '@matjar/i18n': i18n.I18nProvider,
  '@matjar/maps': maps.LocationPickerView,
  '@matjar/orders': orders.OrdersScreen,
  '@matjar/push': push.PushAlerts,
  '@matjar/ui': ui.Button,
  '@matjar/wallet': wallet.WalletScreen,
};

const missing = Object.entries(exports)
  .filter(([, value]) => typeof value !== 'function' && typeof value !== 'object')
  .map(([name]) => name);
if (missing.length > 0) throw new Error(`missing exports: ${missing.join(', ')}`);
console.log(JSON.stringify({ libraries: Object.keys(exports).length }));
