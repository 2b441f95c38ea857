import {
  type ReactNode,
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onDemand, whenIdle } from '@matjar/ui';

/** What the hearts of a page share: which products are favorites, and the toggle. */
export interface FavoritesControl {
  isFavorite: (id: number) => boolean;
  isPending: (id: number) => boolean;
  toggle: (id: number) => void;
}

/** What the live part (`FavoritesLive`) tells the provider: the favorite ids, the toggle under way. */
export interface FavoritesState {
  ids: readonly number[];
  pendingId: number | null;
}

/** How the live part connects to its provider. */
export interface FavoritesLiveProps {
  /** Called with the customer's favorites whenever they change. */
  onState: (state: FavoritesState) => void;
  /** Gives the provider the toggle to call from now on. */
  onToggle: (toggle: (id: number) => void) => void;
  /** Hearts pressed before the live part came, in order: each is toggled once it has. */
  held: readonly number[];
  /** Called once the held presses are toggled. */
  onHeldTaken: () => void;
}

const FavoritesContext = createContext<FavoritesControl | null>(null);

const NONE: FavoritesState = { ids: [], pendingId: null };

/** The favorites' queries, the toggle and its failure toast: loaded once the page is idle. */
const live = onDemand(() => import('./favorites-live.js').then((module) => module.FavoritesLive));

export interface FavoritesProviderProps {
  children: ReactNode;
}

/**
 * Holds the customer's favorites for every `FavoriteToggle` below it: one query of the favorite
 * ids and one toggle for a page of hearts, instead of one per card. A visitor pressing a heart is
 * asked to sign in first; a refused toggle is undone and said in a toast. Place it once, inside
 * the `SignInPromptProvider` and the `ToastProvider`.
 *
 * The queries and the toggle are code of their own, fetched once the page is idle: a page's first
 * screen does not wait for them. A heart pressed before they have come is held, shown as pending,
 * and toggled as soon as they have.
 *
 * @example
 * <ToastProvider>
 *   <FavoritesProvider>
 *     <App />
 *   </FavoritesProvider>
 * </ToastProvider>
 */
export function FavoritesProvider({ children }: FavoritesProviderProps) {
  const [isWanted, setIsWanted] = useState(false);
  const [state, setState] = useState<FavoritesState>(NONE);
  const [held, setHeld] = useState<readonly number[]>([]);
  const liveToggle = useRef<((id: number) => void) | null>(null);

  useEffect(() => whenIdle(() => setIsWanted(true)), []);

  const onState = useCallback(
    (next: FavoritesState) =>
      setState((previous) =>
        previous.ids === next.ids && previous.pendingId === next.pendingId ? previous : next,
      ),
    [],
  );
  const onToggle = useCallback((toggle: (id: number) => void) => {
    liveToggle.current = toggle;
  }, []);
  const onHeldTaken = useCallback(() => setHeld([]), []);

  const control = useMemo<FavoritesControl>(() => {
    const favorites = new Set(state.ids);
    return {
      isFavorite: (id) => favorites.has(id),
      isPending: (id) => state.pendingId === id || held.includes(id),
      toggle: (id) => {
        if (liveToggle.current) {
          liveToggle.current(id);
          return;
        }
        setHeld((ids) => [...ids, id]);
        setIsWanted(true);
      },
    };
  }, [state, held]);

  return (
    <FavoritesContext value={control}>
      {isWanted ? (
        <live.Component
          onState={onState}
          onToggle={onToggle}
          held={held}
          onHeldTaken={onHeldTaken}
        />
      ) : null}
      {children}
    </FavoritesContext>
  );
}

/** Whether a `FavoritesProvider` is above: product cards then show a heart of their own. */
export function useHasFavorites(): boolean {
  return use(FavoritesContext) !== null;
}

/** The nearest `FavoritesProvider`'s control; `null` without one. */
export function useFavoritesControl(): FavoritesControl | null {
  return use(FavoritesContext);
}
