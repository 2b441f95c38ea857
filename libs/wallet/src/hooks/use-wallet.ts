import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { WithdrawInput } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken, usePrefetchDuringRender } from '@matjar/auth';
import { useLocale } from '@matjar/i18n';
import { walletQueries } from '../api/wallet-queries.js';

/**
 * The wallet: credit, what pending withdrawals hold, and the bounds of a recharge — always as the
 * server computed them.
 *
 * @example
 * const wallet = useWallet();
 * <WalletSummary wallet={wallet.data} … />
 */
export function useWallet() {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({ ...walletQueries.balance(api), enabled: hasToken });
}

/**
 * Asks for the wallet's credit as the calling component renders, when it is not cached or on its
 * way: a page hydrating from a server render without it (the server has no token) has it by the
 * time it has hydrated.
 *
 * @example
 * usePrefetchWallet();
 * const wallet = useWallet();
 */
export function usePrefetchWallet(): void {
  usePrefetchDuringRender(walletQueries.balance(useApiClient()), useHasToken());
}

/**
 * A page of the wallet's history, newest first.
 *
 * @example
 * const history = useWalletTransactions(page);
 */
export function useWalletTransactions(page: number) {
  const api = useApiClient();
  const lang = useLocale();
  const hasToken = useHasToken();
  return useQuery({
    ...walletQueries.transactions(api, lang, page),
    enabled: hasToken,
    placeholderData: (previous) => previous,
  });
}

/** The wallet's balance and history are asked again after anything that moves money. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletQueries.all });
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Starts a recharge and resolves with the hosted payment page to send the browser to. Every press
 * until the page is reached sends the same `Idempotency-Key`, so one recharge is one payment
 * however often it is pressed; `reset()` (a new recharge) starts a new key.
 *
 * @example
 * const charge = useChargeWallet();
 * charge.mutate({ amount: 100, returnUrl: `${location.origin}/wallet` }, {
 *   onSuccess: (url) => window.location.assign(url),
 * });
 */
export function useChargeWallet() {
  const api = useApiClient();
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ amount, returnUrl }: { amount: number; returnUrl: string }) => {
      key.current ??= newKey();
      const { data } = await api.wallet.charge(
        { amount, return_url: returnUrl },
        { idempotencyKey: key.current },
      );
      return data.payment_url;
    },
  });
  return {
    ...mutation,
    reset: () => {
      key.current = null;
      mutation.reset();
    },
  };
}

/**
 * Asks the administration to pay wallet credit to a bank account ("withdrawal request sent"); the
 * amount is held and listed as pending until approved.
 *
 * @example
 * useWithdraw().mutate({ amount: 100, bank_account_id: 2 });
 */
export function useWithdraw() {
  const api = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: async (input: WithdrawInput) => (await api.wallet.withdraw(input)).data,
    onSettled: refresh,
  });
}
