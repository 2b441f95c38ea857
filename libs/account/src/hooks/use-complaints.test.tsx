import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ComplaintDetails, isApiError } from '@matjar/api-client';
import { createSessionTestContext } from '@matjar/auth/testing';
import { answeredComplaintFixture, complaintsFixture } from '../components/account-fixtures.js';
import { useComplaint, useComplaints, useCreateComplaint } from './use-complaints.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const ok = (data: unknown, msg = '') => HttpResponse.json({ key: 'success', msg, data });
const pageOf = (items: readonly unknown[], page = 1) => ({
  data: items,
  pagination: { total: items.length, per_page: 20, current_page: page, last_page: 1 },
});

/** The providers of one page: every hook rendered with the same wrapper shares the cache. */
/** A fresh session and cache, in English. */
const createWrapper = () => createSessionTestContext({ baseUrl: BASE, locale: 'en' }).wrapper;

function renderWithStore<TResult>(hook: () => TResult) {
  return renderHook(hook, { wrapper: createWrapper() });
}

const photo = (content: string) => new File([content], `${content}.png`, { type: 'image/png' });

describe('useComplaints', () => {
  it('asks nothing for a visitor', () => {
    const { result } = renderWithStore(() => useComplaints(1));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('lists the page of complaints asked for', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let asked: Request | undefined;
    server.use(
      http.get(`${BASE}complaints`, ({ request }) => {
        asked = request;
        return ok(pageOf(complaintsFixture, 2));
      }),
    );
    const { result } = renderWithStore(() => useComplaints(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data.map((complaint) => complaint.number)).toEqual(
      complaintsFixture.map((complaint) => complaint.number),
    );
    expect(new URL(asked?.url ?? BASE).searchParams.get('page')).toBe('2');
    expect(asked?.headers.get('authorization')).toBe('Bearer token-1');
  });
});

describe('useComplaint', () => {
  it('reads a complaint with the store’s response', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}complaints/${answeredComplaintFixture.id}`, () =>
        ok(answeredComplaintFixture),
      ),
    );
    const { result } = renderWithStore(() => useComplaint(answeredComplaintFixture.id));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.response?.text).toBe(answeredComplaintFixture.response?.text);
  });
});

describe('useCreateComplaint', () => {
  it('sends the complaint with its images, reports the upload’s progress and refreshes the list', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let sent: FormData | undefined;
    const created: ComplaintDetails = {
      id: 99,
      number: 'C-99',
      type: 'complaint',
      title: 'المنتج وصل تالفًا',
      status: 'pending',
      created_at: '2025-03-20T10:00:00.000Z',
      message: 'وصلت علبة التمر مفتوحة.',
      images: ['https://store.test/complaint-99-1.png'],
      response: null,
    };
    let listed = [...complaintsFixture];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}complaints`, () => ok(pageOf(listed))),
      http.post(`${BASE}complaints`, async ({ request }) => {
        sent = await request.formData();
        await answered;
        listed = [created, ...listed];
        return ok(created, 'Your complaint was sent');
      }),
      http.get(`${BASE}complaints/99`, () => ok(created)),
    );
    const wrapper = createWrapper();
    const { result } = renderHook(
      () => ({ list: useComplaints(1), create: useCreateComplaint() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.create.progress).toBe(0);

    act(() =>
      result.current.create.mutate({
        type: 'complaint',
        title: 'المنتج وصل تالفًا',
        message: 'وصلت علبة التمر مفتوحة.',
        images: [photo('box'), photo('dates')],
      }),
    );
    // The form is on its way; the store has not answered yet.
    await waitFor(() => expect(result.current.create.isPending).toBe(true));
    expect(result.current.create.isSuccess).toBe(false);
    release();
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));

    expect(result.current.create.progress).toBe(1);
    expect(sent?.get('type')).toBe('complaint');
    expect(sent?.get('title')).toBe('المنتج وصل تالفًا');
    // jsdom's files lose their bytes on the way through Node's fetch; their number is what is kept.
    expect(sent?.getAll('images[]')).toHaveLength(2);
    await waitFor(() => expect(result.current.list.data?.data[0]?.number).toBe('C-99'));

    // The new complaint's page opens at once, from what the store answered.
    const details = renderHook(() => useComplaint(99), { wrapper });
    expect(details.result.current.data?.message).toBe('وصلت علبة التمر مفتوحة.');
  });

  it('fails with the store’s message and leaves the list as it was', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}complaints`, () => ok(pageOf(complaintsFixture))),
      http.post(`${BASE}complaints`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Too many complaints today', data: null }),
      ),
    );
    const { result } = renderWithStore(() => ({
      list: useComplaints(1),
      create: useCreateComplaint(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() =>
      result.current.create.mutate({ type: 'suggestion', title: 'اقتراح', message: 'رسالة' }),
    );
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    const error = result.current.create.error;
    expect(isApiError(error) && error.msg).toBe('Too many complaints today');
    expect(result.current.list.data?.data).toHaveLength(complaintsFixture.length);
  });
});
