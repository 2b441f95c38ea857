import { type ReactNode, createContext, use, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSignInPrompt } from '@matjar/auth';
import { useToast } from '@matjar/ui';
import { useFavoriteIds, useToggleFavorite } from '../../hooks/use-favorites.js';
import { FavoriteButton } from '../favorite-button/favorite-button.js';
import { failureMessage } from '@matjar/i18n';

/** What the hearts of a page share: which products are favorites, and the toggle. */
interface FavoritesControl {
  isFavorite: (id: number) => boolean;
  isPending: (id: number) => boolean;
  toggle: (id: number) => void;
}

const FavoritesContext = createContext<FavoritesControl | null>(null);

export interface FavoritesProviderProps {
  children: ReactNode;
}

/**
 * Holds the customer's favorites for every `FavoriteToggle` below it: one query of the favorite
 * ids and one toggle for a page of hearts, instead of one per card. A visitor pressing a heart is
 * asked to sign in first; a refused toggle is undone and said in a toast. Place it once, inside
 * the `SignInPromptProvider` and the `ToastProvider`.
 *
 * @example
 * <ToastProvider>
 *   <FavoritesProvider>
 *     <App />
 *   </FavoritesProvider>
 * </ToastProvider>
 */
export function FavoritesProvider({ children }: FavoritesProviderProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const ids = useFavoriteIds();
  const { mutate, isPending, variables } = useToggleFavorite();
  const control = useMemo<FavoritesControl>(() => {
    const favorites = new Set(ids);
    return {
      isFavorite: (id) => favorites.has(id),
      isPending: (id) => isPending && variables === id,
      toggle: (id) =>
        requireSignIn(() =>
          mutate(id, {
            onError: (error) => {
              const message = failureMessage(intl, error);
              if (message) toast({ title: message, variant: 'error' });
            },
          }),
        ),
    };
  }, [ids, isPending, variables, mutate, requireSignIn, intl, toast]);
  return <FavoritesContext value={control}>{children}</FavoritesContext>;
}

/** Whether a `FavoritesProvider` is above: product cards then show a heart of their own. */
export function useHasFavorites(): boolean {
  return use(FavoritesContext) !== null;
}

export interface FavoriteToggleProps {
  product: { id: number; name: string };
  size?: 'small' | 'large';
}

/**
 * The heart of a product card or page, connected to the customer's favorites (through the
 * nearest `FavoritesProvider`): every heart of the product changes at once.
 *
 * @example
 * <ProductCard product={product} actionSlot={<FavoriteToggle product={product} />} />
 */
export function FavoriteToggle({ product, size = 'small' }: FavoriteToggleProps) {
  const favorites = use(FavoritesContext);
  if (!favorites) {
    throw new Error(
      'FavoriteToggle was rendered outside a <FavoritesProvider>: place a FavoritesProvider above it.',
    );
  }
  return (
    <FavoriteButton
      isFavorite={favorites.isFavorite(product.id)}
      productName={product.name}
      size={size}
      isPending={favorites.isPending(product.id)}
      onToggle={() => favorites.toggle(product.id)}
    />
  );
}
