import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Product } from '@matjar/api-client';
import { useSignInPrompt } from '@matjar/auth';
import { type ProductCardActions, ProductCardActionsProvider } from '@matjar/catalog';
import { onDemand, whenIdle } from '@matjar/ui';

/** How the live part (`QuickAddLive`) connects to its provider. */
export interface QuickAddLiveProps {
  /** Gives the provider the press to call from now on. */
  onStart: (start: (product: Product) => void) => void;
  /** The product whose details are being asked for, and the one being added (or null). */
  onBusy: (loadingId: number | null, addingId: number | null) => void;
  /** A card pressed before the live part came: added once it has. */
  held: Product | null;
  /** Called once the held press is taken. */
  onHeldTaken: () => void;
}

/** The press's work (the product's details, the cart, the variant sheet): loaded once idle. */
const live = onDemand(() => import('./quick-add-live.js').then((module) => module.QuickAddLive));

export interface QuickAddProviderProps {
  children: ReactNode;
}

/**
 * Gives every product card of the pages below it an "Add to cart" button. A visitor is first asked
 * to sign in, as on the product's page. The card's product list does not say whether it comes in
 * variants, so the button asks for its details (from the cache when the product's page was
 * seen): a product in one kind, or with one variant, goes to the cart at once, with the same
 * "Added to cart" toast as the product's page; for a product with variants a sheet asks which one.
 * Place it inside the `ToastProvider` and the `SignInPromptProvider`, around the page.
 *
 * The press's work is code of its own, fetched once the page is idle: a card pressed before it has
 * come shows as busy and is added as soon as it has.
 */
export function QuickAddProvider({ children }: QuickAddProviderProps) {
  const requireSignIn = useSignInPrompt();
  const [isWanted, setIsWanted] = useState(false);
  const [busy, setBusy] = useState<readonly [number | null, number | null]>([null, null]);
  const [held, setHeld] = useState<Product | null>(null);
  const liveStart = useRef<((product: Product) => void) | null>(null);

  useEffect(() => whenIdle(() => setIsWanted(true)), []);

  const onStart = useCallback((start: (product: Product) => void) => {
    liveStart.current = start;
  }, []);
  const onBusy = useCallback(
    (loadingId: number | null, addingId: number | null) =>
      setBusy((previous) =>
        previous[0] === loadingId && previous[1] === addingId ? previous : [loadingId, addingId],
      ),
    [],
  );
  const onHeldTaken = useCallback(() => setHeld(null), []);

  // Every card of the page reads `actions`: a new value only when a press starts or ends, which
  // is when the cards' buttons change, so that this provider's other renders (the cart's
  // mutation, the toasts, the session) draw no card again.
  const heldId = held?.id ?? null;
  const actions = useMemo<ProductCardActions>(
    () => ({
      onQuickAdd: (product) =>
        requireSignIn(() => {
          if (liveStart.current) {
            liveStart.current(product);
            return;
          }
          setHeld(product);
          setIsWanted(true);
        }),
      isQuickAdding: (id) => id === busy[0] || id === busy[1] || id === heldId,
    }),
    [requireSignIn, busy, heldId],
  );

  return (
    <ProductCardActionsProvider actions={actions}>
      {children}
      {isWanted ? (
        <live.Component onStart={onStart} onBusy={onBusy} held={held} onHeldTaken={onHeldTaken} />
      ) : null}
    </ProductCardActionsProvider>
  );
}
