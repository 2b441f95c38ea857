import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefetchDuringRender } from './use-prefetch-during-render.js';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('usePrefetchDuringRender', () => {
  it('asks as the component renders, before any effect, and once however often it renders', async () => {
    const { queryClient, wrapper } = setup();
    const queryFn = vi.fn(() => Promise.resolve({ balance: 120 }));
    const query = { queryKey: ['wallet', 'balance'], queryFn };
    const { result, rerender } = renderHook(
      () => {
        usePrefetchDuringRender(query, true);
        return queryClient.getQueryState(query.queryKey)?.fetchStatus;
      },
      { wrapper },
    );
    expect(result.current).toBe('fetching');
    rerender();
    await waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toEqual({ balance: 120 }));
    rerender();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when not enabled, or when the answer is cached', () => {
    const { queryClient, wrapper } = setup();
    const queryFn = vi.fn(() => Promise.resolve(1));
    queryClient.setQueryData(['cached'], 0);
    renderHook(
      () => {
        usePrefetchDuringRender({ queryKey: ['visitor'], queryFn }, false);
        usePrefetchDuringRender({ queryKey: ['cached'], queryFn }, true);
      },
      { wrapper },
    );
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['visitor'])).toBeUndefined();
  });

  it('leaves a failure to the page’s own query: nothing is thrown while rendering', async () => {
    const { queryClient, wrapper } = setup();
    const query = { queryKey: ['fails'], queryFn: () => Promise.reject(new Error('offline')) };
    renderHook(() => usePrefetchDuringRender(query, true), { wrapper });
    await waitFor(() => expect(queryClient.getQueryState(query.queryKey)?.status).toBe('error'));
  });
});
