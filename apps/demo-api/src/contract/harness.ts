import { type ApiClient, type SaudiMobile, createApiClient, isApiError } from '@matjar/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type DemoApi, createDemoApi } from '../app.js';
import { demoApiHandlers } from '../msw.js';

const BASE_URL = 'http://demo-api.test/api/';

/** The storefronts the contract tests' demo serves: CORS and payment returns are theirs alone. */
export const STOREFRONT_ORIGINS = ['https://shop.example', 'http://storefront.test'] as const;

/** A fresh demo API behind MSW (unhandled requests fail the test) and clients to call it. */
export function useDemoApi() {
  const options = { storefrontOrigins: STOREFRONT_ORIGINS };
  let demo: DemoApi = createDemoApi(options);
  const server = setupServer(
    ...demoApiHandlers(BASE_URL, {
      fetch: (request) => demo.fetch(request),
      get store() {
        return demo.store;
      },
      get servedCallIds() {
        return demo.servedCallIds;
      },
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    demo = createDemoApi(options);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    get demo() {
      return demo;
    },
    /** A client with a fixed token (or none) and language. */
    client(token?: string, lang: 'ar' | 'en' = 'en'): ApiClient {
      return createApiClient({
        baseUrl: BASE_URL,
        getToken: () => token,
        getLang: () => lang,
        retries: 0,
      });
    },
    /**
     * A client carrying a visitor's token (the client sends no customer's call without a token, so
     * the demo API's refusal of visitors is seen through this one).
     */
    async visitor(lang: 'ar' | 'en' = 'en'): Promise<ApiClient> {
      const result = await this.client(undefined, lang).auth.visitorSignIn({
        mac_address: '10.20.30.0',
      });
      return this.client(result.data.token, lang);
    },
    /**
     * Signs a demo customer in and returns a client carrying their token (a customer whose profile
     * is incomplete, such as 500000003, gets one too, with `needCompleteInfo`).
     */
    async signedIn(phone: SaudiMobile = '500000001', lang: 'ar' | 'en' = 'en'): Promise<ApiClient> {
      const result = await this.client(undefined, lang).auth.signIn({ phone, password: '123456' });
      const token = result.key === 'needActive' ? undefined : result.data.token;
      if (!token) throw new Error(`demo customer ${phone} could not sign in`);
      return this.client(token, lang);
    },
  };
}

/** How a call the store refuses fails: the error's kind and message (it throws if it succeeds). */
export async function failureOf(promise: Promise<unknown>): Promise<{ kind: string; msg: string }> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { kind: error.kind, msg: error.msg };
    throw error;
  }
  throw new Error('the call succeeded');
}
