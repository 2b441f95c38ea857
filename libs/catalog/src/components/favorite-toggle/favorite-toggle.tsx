import { useIntl } from 'react-intl';
import { failureMessage, useSignInPrompt } from '@matjar/auth';
import { useToast } from '@matjar/ui';
import { useIsFavorite, useToggleFavorite } from '../../hooks/use-favorites.js';
import { FavoriteButton } from '../favorite-button/favorite-button.js';

export interface FavoriteToggleProps {
  product: { id: number; name: string };
  size?: 'small' | 'large';
}

/**
 * The heart of a product, wired to the customer's favorites: the same state on every card of the
 * product, changed at once on a press and put back (with a message) if the store refuses. A visitor
 * is asked to sign in first. Needs a `SignInPromptProvider` and a `ToastProvider` above it.
 */
export function FavoriteToggle({ product, size = 'small' }: FavoriteToggleProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const isFavorite = useIsFavorite(product.id);
  const toggle = useToggleFavorite();
  return (
    <FavoriteButton
      isFavorite={isFavorite}
      productName={product.name}
      size={size}
      isPending={toggle.isPending && toggle.variables === product.id}
      onToggle={() =>
        requireSignIn(() =>
          toggle.mutate(product.id, {
            onError: (error) => {
              const message = failureMessage(intl, error);
              if (message) toast({ title: message, variant: 'error' });
            },
          }),
        )
      }
    />
  );
}
