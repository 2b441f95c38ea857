// An ES module program of another team: it signs in to the store and reads a list, from the
// README of @matjar/api-client alone.
import { createApiClient, isApiError } from '@matjar/api-client';

const baseUrl = process.env['MATJAR_API_URL'];
if (baseUrl === undefined) throw new Error('MATJAR_API_URL is the store API root');

let token: string | null = null;
const api = createApiClient({ baseUrl, getToken: () => token, getLang: () => 'en' });

const signIn = await api.auth.signIn({ phone: '500000001', password: '123456' });
if (signIn.key !== 'success') throw new Error(`signed in with the answer ${signIn.key}`);
token = signIn.data.token;

// The saved addresses answer `needActive` when the phone is not activated yet.
const locations = await api.locations.list({ per_page: 10 });
if (locations.key !== 'success') throw new Error('the phone is not activated');
const addresses = locations.data;
const { data: orders } = await api.orders.list({ status: 'current', per_page: 5 });

// A refused call fails with one error type, whose kind says why.
let refused = '';
try {
  await api.auth.signIn({ phone: '599999999', password: 'not-the-password' });
} catch (error) {
  refused = isApiError(error) ? error.kind : 'not an ApiError';
}

console.log(
  JSON.stringify({
    customer: signIn.data.name,
    addresses: addresses.data.map((address) => address.name),
    addressesTotal: addresses.pagination.total,
    ordersPage: orders.pagination.current_page,
    refused,
  }),
);
