// A CommonJS program of another team: `require` loads the ES modules (Node 20.19 and later), the
// client and its contract.
import api = require('@matjar/api-client');
import contract = require('@matjar/api-client/contract');

const baseUrl = process.env['MATJAR_API_URL'];
if (baseUrl === undefined) throw new Error('MATJAR_API_URL is the store API root');

// A visitor: no token.
const client = api.createApiClient({ baseUrl, getToken: () => null, getLang: () => 'ar' });
client.home
  .sections()
  .then(({ data }) => {
    console.log(
      JSON.stringify({
        categories: data.categories.length,
        banners: data.banners.length,
        calls: contract.allCalls().length,
      }),
    );
  })
  .catch((error: unknown) => {
    console.error(api.isApiError(error) ? error.kind : error);
    process.exitCode = 1;
  });
