import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Product, ProductDetails } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useSignInPrompt } from '@matjar/auth';
import { useAddToCartAnnounced } from '@matjar/cart';
import {
  type ProductCardActions,
  ProductCardActionsProvider,
  catalogQueries,
} from '@matjar/catalog';
import { failureMessage, useLocale } from '@matjar/i18n';
import { useToast } from '@matjar/ui';

const loadSheet = () => import('./quick-add-sheet.js');
const QuickAddSheet = lazy(async () => ({ default: (await loadSheet()).QuickAddSheet }));

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
 */
export function QuickAddProvider({ children }: QuickAddProviderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const api = useApiClient();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const cart = useAddToCartAnnounced({ onViewCart: () => void navigate('/cart') });
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<ProductDetails | null>(null);
  const [isSheetOpen, setIsSheetOpen] = useState(false);

  const showFailure = (error: unknown) => {
    const message = failureMessage(intl, error);
    if (message) toast({ title: message, variant: 'error' });
  };

  const { add } = cart;

  const start = async (product: Product) => {
    setLoadingId(product.id);
    // The sheet's code comes while the product's details do, in case it has variants.
    void loadSheet();
    try {
      const details = await queryClient.fetchQuery(catalogQueries.product(api, locale, product.id));
      const [only, ...others] = details.variants;
      if (only === undefined) add({ product_id: details.id, quantity: 1 });
      else if (others.length === 0)
        add({ product_id: details.id, variant_id: only.id, quantity: 1 });
      else {
        setChoosing(details);
        setIsSheetOpen(true);
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setLoadingId(null);
    }
  };

  const addingId = cart.addingProductId;
  // Every card of the page reads `actions`: a new value only when a press starts or ends, which
  // is when the cards' buttons change, so that this provider's other renders (the cart's
  // mutation, the toasts, the session) draw no card again.
  const latestStart = useRef(start);
  useLayoutEffect(() => {
    latestStart.current = start;
  });
  const actions = useMemo<ProductCardActions>(
    () => ({
      onQuickAdd: (product) => requireSignIn(() => void latestStart.current(product)),
      isQuickAdding: (id) => id === loadingId || id === addingId,
    }),
    [requireSignIn, loadingId, addingId],
  );

  return (
    <ProductCardActionsProvider actions={actions}>
      {children}
      {choosing ? (
        <Suspense fallback={null}>
          <QuickAddSheet
            product={choosing}
            open={isSheetOpen}
            onOpenChange={setIsSheetOpen}
            isAdding={cart.isAdding}
            onAdd={({ productId, variantId }) =>
              add({ product_id: productId, variant_id: variantId, quantity: 1 }, () =>
                setIsSheetOpen(false),
              )
            }
          />
        </Suspense>
      ) : null}
    </ProductCardActionsProvider>
  );
}
