import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateOptions, useNavigation, useSearchParams } from 'react-router';
import { afterNextPaint } from '@matjar/ui';

export interface DeferredSearchParams {
  /** The page's query, as the router has it. */
  searchParams: URLSearchParams;
  /** The query last asked for with `setSearchParams`, until the router has started on it. */
  askedSearchParams: URLSearchParams | null;
  /** Asks for a new query; the router is told once the browser has painted the press. */
  setSearchParams: (next: URLSearchParams, options?: NavigateOptions) => void;
}

/**
 * `useSearchParams`, with the navigation started only after the browser has painted the press
 * that asked for it. Starting a navigation (the route's middleware, its loaders' requests, the
 * saved scroll positions) takes about 70 ms at 4× CPU; inside the press, it held back the frame
 * that shows the switch turned on. The control reads `askedSearchParams` first, so it shows its
 * new state in that frame, and the list is marked as updating.
 *
 * @example
 * const { searchParams, askedSearchParams, setSearchParams } = useDeferredSearchParams();
 * const shown = askedSearchParams ?? searchParams;
 */
export function useDeferredSearchParams(): DeferredSearchParams {
  const [searchParams, setRouterSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [askedSearchParams, setAskedSearchParams] = useState<URLSearchParams | null>(null);
  const isSent = useRef(false);
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  // The router shows the query from the moment it starts on it (`navigation.location`).
  useEffect(() => {
    if (!isSent.current) return;
    isSent.current = false;
    setAskedSearchParams(null);
  }, [navigation.state, searchParams]);
  const setSearchParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setAskedSearchParams(next);
      cancel.current?.();
      cancel.current = afterNextPaint(() => {
        isSent.current = true;
        void setRouterSearchParams(next, options);
      });
    },
    [setRouterSearchParams],
  );
  return { searchParams, askedSearchParams, setSearchParams };
}
