import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountInput } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useHasToken } from '@matjar/auth';
import { walletQueries } from '../api/wallet-queries.js';

/**
 * The saved bank accounts (financial accounts).
 *
 * @example
 * const accounts = useBankAccounts();
 */
export function useBankAccounts() {
  const api = useApiClient();
  const hasToken = useHasToken();
  return useQuery({ ...walletQueries.bankAccounts(api), enabled: hasToken });
}

/** After a change of the bank accounts, the list is asked again. */
function useBankAccountChange<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: walletQueries.bankAccounts(api).queryKey }),
  });
}

/**
 * Saves a bank account (the IBAN is checked before it is sent).
 *
 * @example
 * useCreateBankAccount().mutate({ account_name, bank_name, account_number, iban });
 */
export function useCreateBankAccount() {
  const api = useApiClient();
  return useBankAccountChange(
    async (input: BankAccountInput) => (await api.bankAccounts.create(input)).data,
  );
}

/**
 * Changes a saved bank account.
 *
 * @example
 * useUpdateBankAccount().mutate({ id: 2, bank_name: 'Al Rajhi Bank' });
 */
export function useUpdateBankAccount() {
  const api = useApiClient();
  return useBankAccountChange(
    async (input: Partial<BankAccountInput> & { id: number }) =>
      (await api.bankAccounts.update(input)).data,
  );
}

/**
 * Deletes a saved bank account.
 *
 * @example
 * useDeleteBankAccount().mutate(2);
 */
export function useDeleteBankAccount() {
  const api = useApiClient();
  return useBankAccountChange(async (id: number) => {
    await api.bankAccounts.delete({ id });
  });
}
