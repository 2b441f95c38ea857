import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@matjar/api-client';
import { customerQueryMeta } from '@matjar/auth';

/** How many movements a page of the wallet's history holds. */
export const TRANSACTIONS_PER_PAGE = 15;

/** How many saved bank accounts are read (the store keeps few). */
export const BANK_ACCOUNTS_SHOWN = 50;

/**
 * Query options of the wallet, bank accounts and points. Keys carry the language where the store
 * writes text (transactions' descriptions).
 */
export const walletQueries = {
  all: ['wallet'] as const,

  balance: (api: ApiClient) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'balance'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.wallet.balance({}, { signal })).data,
    }),

  /** The prefix of every page of the history (to invalidate them all). */
  transactionsAll: () => [...walletQueries.all, 'transactions'] as const,

  transactions: (api: ApiClient, lang: string, page: number) =>
    queryOptions({
      queryKey: [...walletQueries.transactionsAll(), page, lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) =>
        (await api.wallet.transactions({ page, per_page: TRANSACTIONS_PER_PAGE }, { signal })).data,
    }),

  bankAccounts: (api: ApiClient) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'bank-accounts'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) =>
        (await api.bankAccounts.list({ per_page: BANK_ACCOUNTS_SHOWN }, { signal })).data.data,
    }),

  points: (api: ApiClient) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'points'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.points.balance({}, { signal })).data,
    }),

  pointsRate: (api: ApiClient) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'points-rate'] as const,
      staleTime: 60 * 60 * 1000,
      queryFn: async ({ signal }) => (await api.points.rate({}, { signal })).data,
    }),
};
