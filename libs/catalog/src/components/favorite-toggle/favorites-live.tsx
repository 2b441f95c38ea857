import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSignInPrompt } from '@matjar/auth';
import { failureMessage } from '@matjar/i18n';
import { useToast } from '@matjar/ui';
import { useFavoriteIds, useToggleFavorite } from '../../hooks/use-favorites.js';
import type { FavoritesLiveProps } from './favorites-provider.js';

/**
 * The live side of `FavoritesProvider`: the customer's favorite ids and the toggle (a visitor is
 * asked to sign in first; a refused toggle is undone and said in a toast). It draws nothing.
 */
export function FavoritesLive({ onState, onToggle, held, onHeldTaken }: FavoritesLiveProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const ids = useFavoriteIds();
  const { mutate, isPending, variables } = useToggleFavorite();
  const pendingId = isPending && variables !== undefined ? variables : null;

  const toggle = (id: number) =>
    requireSignIn(() =>
      mutate(id, {
        onError: (error) => {
          const message = failureMessage(intl, error);
          if (message) toast({ title: message, variant: 'error' });
        },
      }),
    );

  // The provider calls the toggle of the latest render: the session and messages it closes over.
  const latestToggle = useRef(toggle);
  useLayoutEffect(() => {
    latestToggle.current = toggle;
  });
  useLayoutEffect(() => onToggle((id) => latestToggle.current(id)), [onToggle]);

  useEffect(() => onState({ ids, pendingId }), [onState, ids, pendingId]);

  useEffect(() => {
    if (held.length === 0) return;
    for (const id of held) latestToggle.current(id);
    onHeldTaken();
  }, [held, onHeldTaken]);

  return null;
}
