/** One page of a list, in the contract's shape. */
export function page<T>(
  items: readonly T[],
  { page: requested = 1, per_page: perPage = 20 }: { page?: number; per_page?: number },
) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, requested), lastPage);
  return {
    data: items.slice((current - 1) * perPage, current * perPage),
    pagination: {
      total: items.length,
      per_page: perPage,
      current_page: current,
      last_page: lastPage,
    },
  };
}
