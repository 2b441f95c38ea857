import { useSearchParams } from 'react-router';

/**
 * The page of a numbered list that the address asks for (`?page=2`), as the list's pager writes
 * it: 1 without one, or for anything that is not a number of at least 1.
 */
export function useListPage(): number {
  const [searchParams] = useSearchParams();
  return Math.max(1, Number(searchParams.get('page')) || 1);
}
