import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import {
  useCities,
  useContactUs,
  useCountries,
  useFaqs,
  useInfoPage,
  useStoreSettings,
} from './use-content.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapperFor(locale: Locale, queryClient = new QueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => undefined,
      getLang: () => locale,
      retries: 0,
    });
    return (
      <TestI18nProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </TestI18nProvider>
    );
  };
}

const faq = (id: number) => ({ id, question: `Question ${id}?`, answer: `<p>Answer ${id}</p>` });

describe('useInfoPage', () => {
  it('reads the page of its kind in the current language', async () => {
    server.use(
      http.get(`${BASE}privacy-policy`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: {
            title: request.headers.get('lang') === 'en' ? 'Privacy policy' : 'سياسة الخصوصية',
            content: '<p>We never sell your data.</p>',
          },
        }),
      ),
    );
    const { result } = renderHook(() => useInfoPage('privacy'), { wrapper: wrapperFor('en') });
    await waitFor(() =>
      expect(result.current.data).toEqual({
        title: 'Privacy policy',
        content: '<p>We never sell your data.</p>',
      }),
    );
  });

  it('keeps each language of a page apart in the cache', async () => {
    server.use(
      http.get(`${BASE}terms`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: { title: `terms ${request.headers.get('lang')}`, content: '' },
        }),
      ),
    );
    const queryClient = new QueryClient();
    const arabic = renderHook(() => useInfoPage('terms'), {
      wrapper: wrapperFor('ar', queryClient),
    });
    await waitFor(() => expect(arabic.result.current.data?.title).toBe('terms ar'));
    const english = renderHook(() => useInfoPage('terms'), {
      wrapper: wrapperFor('en', queryClient),
    });
    await waitFor(() => expect(english.result.current.data?.title).toBe('terms en'));
    expect(arabic.result.current.data?.title).toBe('terms ar');
  });

  it('reports the failure of the store', async () => {
    server.use(
      http.get(`${BASE}about`, () =>
        HttpResponse.json({ key: 'exception', msg: '', data: null }, { status: 500 }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useInfoPage('about'), {
      wrapper: wrapperFor('ar', queryClient),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error)).toBe(true);
  });
});

describe('useFaqs', () => {
  it('reads every page of questions, a hundred at a time', async () => {
    const asked: { page: string | null; perPage: string | null }[] = [];
    server.use(
      http.get(`${BASE}faqs`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push({ page: params.get('page'), perPage: params.get('per_page') });
        const page = Number(params.get('page'));
        return HttpResponse.json({
          key: 'success',
          msg: '',
          data: {
            data: page === 1 ? [faq(1), faq(2)] : [faq(3)],
            pagination: { total: 3, per_page: 100, current_page: page, last_page: 2 },
          },
        });
      }),
    );
    const { result } = renderHook(() => useFaqs(), { wrapper: wrapperFor('ar') });
    await waitFor(() => expect(result.current.data?.map((item) => item.id)).toEqual([1, 2, 3]));
    expect(asked).toEqual([
      { page: '1', perPage: '100' },
      { page: '2', perPage: '100' },
    ]);
  });
});

describe('useCountries', () => {
  it('reads the countries in the current language', async () => {
    server.use(
      http.get(`${BASE}countries`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: [
            {
              id: 1,
              name: request.headers.get('lang') === 'en' ? 'Saudi Arabia' : 'السعودية',
              code: 'SA',
              dial_code: '966',
            },
          ],
        }),
      ),
    );
    const { result } = renderHook(() => useCountries(), { wrapper: wrapperFor('en') });
    await waitFor(() =>
      expect(result.current.data).toEqual([
        { id: 1, name: 'Saudi Arabia', code: 'SA', dial_code: '966' },
      ]),
    );
  });
});

describe('useCities', () => {
  it('reads the cities of the chosen country in the current language', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}countries/:countryId/cities`, ({ params, request }) => {
        asked.push(String(params['countryId']));
        const isEnglish = request.headers.get('lang') === 'en';
        return HttpResponse.json({
          key: 'success',
          msg: '',
          data: [{ id: 1, name: isEnglish ? 'Riyadh' : 'الرياض' }],
        });
      }),
    );
    const { result } = renderHook(() => useCities(1), { wrapper: wrapperFor('ar') });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, name: 'الرياض' }]));
    expect(asked).toEqual(['1']);
  });

  it('gives an empty list for a country without cities', async () => {
    server.use(
      http.get(`${BASE}countries/3/cities`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: [] }),
      ),
    );
    const { result } = renderHook(() => useCities(3), { wrapper: wrapperFor('en') });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  it('asks nothing while there is no country', () => {
    // No handler: any request fails the test (`onUnhandledRequest: 'error'`).
    const { result } = renderHook(() => useCities(undefined), { wrapper: wrapperFor('ar') });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
  });

  it('asks for the cities of a country once it is chosen', async () => {
    server.use(
      http.get(`${BASE}countries/2/cities`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: [{ id: 101, name: 'Dubai' }] }),
      ),
    );
    const { result, rerender } = renderHook(({ countryId }) => useCities(countryId), {
      wrapper: wrapperFor('en'),
      initialProps: { countryId: undefined as number | undefined },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ countryId: 2 });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 101, name: 'Dubai' }]));
  });
});

describe('useContactUs', () => {
  const form = {
    name: 'نورة',
    phone: '551234567',
    subject: 'استفسار',
    title: 'موعد التوصيل',
    message: 'متى يصل طلبي؟',
  };

  it('sends the form to the store', async () => {
    let sent: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.post(`${BASE}contact-us`, async ({ request }) => {
        sent = Object.fromEntries(await request.formData());
        return HttpResponse.json({ key: 'success', msg: 'Sent', data: null });
      }),
    );
    const { result } = renderHook(() => useContactUs(), { wrapper: wrapperFor('ar') });
    await act(async () => {
      await result.current.mutateAsync(form);
    });
    expect(sent).toEqual(form);
  });

  it("rejects with the store's message when it refuses", async () => {
    server.use(
      http.post(`${BASE}contact-us`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Try again later', data: null }, { status: 422 }),
      ),
    );
    const { result } = renderHook(() => useContactUs(), { wrapper: wrapperFor('en') });
    await act(async () => {
      await result.current.mutateAsync(form).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.msg).toBe('Try again later');
  });
});

describe('useStoreSettings', () => {
  it("reads the store's settings in the current language, absent fields as null and the standard VAT rate when none is given", async () => {
    server.use(
      http.get(`${BASE}settings`, ({ request }) =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: {
            phone: '920000000',
            whatsapp: '',
            email: 'care@matjar.example',
            vat_number: '300000000000003',
            commercial_registration: null,
            address: request.headers.get('lang') === 'en' ? 'Riyadh' : 'الرياض',
          },
        }),
      ),
    );
    const { result } = renderHook(() => useStoreSettings(), { wrapper: wrapperFor('en') });
    await waitFor(() =>
      expect(result.current.data).toEqual({
        phone: '920000000',
        whatsapp: null,
        email: 'care@matjar.example',
        vat_number: '300000000000003',
        commercial_registration: null,
        address: 'Riyadh',
        vat_rate: 0.15,
      }),
    );
  });

  it('reads the VAT rate the store gives', async () => {
    server.use(
      http.get(`${BASE}settings`, () =>
        HttpResponse.json({ key: 'success', msg: '', data: { vat_rate: '0.05' } }),
      ),
    );
    const { result } = renderHook(() => useStoreSettings(), { wrapper: wrapperFor('en') });
    await waitFor(() => expect(result.current.data?.vat_rate).toBe(0.05));
  });
});
