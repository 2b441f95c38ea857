import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { useProductReviews } from './use-catalog.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A product with `total` reviews, newest first, served a page at a time as the store does. */
function serveReviews(total: number) {
  const asked: { page: number; perPage: number }[] = [];
  server.use(
    http.get(`${BASE}products/:id/reviews`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      asked.push({ page, perPage });
      const first = (page - 1) * perPage;
      const ids = Array.from(
        { length: Math.max(0, Math.min(perPage, total - first)) },
        (_, index) => first + index + 1,
      );
      return HttpResponse.json({
        key: 'success',
        msg: '',
        data: {
          data: ids.map((id) => ({
            id,
            user: { name: `Reviewer ${id}`, image: null },
            rating: 5,
            comment: `Review ${id}`,
            created_at: '2025-01-01T10:00:00Z',
          })),
          pagination: {
            total,
            per_page: perPage,
            current_page: page,
            last_page: Math.max(1, Math.ceil(total / perPage)),
          },
        },
      });
    }),
  );
  return asked;
}

const session = () => createSessionTestContext({ baseUrl: BASE, locale: 'en' }).wrapper;

describe('useProductReviews', () => {
  it('loads ten reviews first, then larger pages, each review once and in order', async () => {
    const asked = serveReviews(250);
    const { result } = renderHook(() => useProductReviews(7), { wrapper: session() });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.data?.pages[0]?.data).toHaveLength(10);

    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage());
    }

    const ids = result.current.data?.pages.flatMap((page) => page.data.map((review) => review.id));
    expect(ids).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    // Ten by ten, the 250 reviews would take 25 requests.
    expect(asked.length).toBeLessThanOrEqual(10);
    expect(Math.max(...asked.map((request) => request.perPage))).toBe(100);
  });

  it('offers no more reviews when the product has ten or fewer', async () => {
    serveReviews(4);
    const { result } = renderHook(() => useProductReviews(7), { wrapper: session() });
    await waitFor(() => expect(result.current.data?.pages[0]?.data).toHaveLength(4));
    expect(result.current.hasNextPage).toBe(false);
  });
});
