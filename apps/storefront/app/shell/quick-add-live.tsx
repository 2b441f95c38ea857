import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Product, ProductDetails } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useAddToCartAnnounced } from '@matjar/cart';
import { catalogQueries } from '@matjar/catalog';
import { failureMessage, useLocale } from '@matjar/i18n';
import { useToast } from '@matjar/ui';
import type { QuickAddLiveProps } from './quick-add.js';

const loadSheet = () => import('./quick-add-sheet.js');
const QuickAddSheet = lazy(async () => ({ default: (await loadSheet()).QuickAddSheet }));

/**
 * The live side of `QuickAddProvider`: a card's press asks for the product's details, puts a
 * product in one kind (or with one variant) in the cart at once, and draws the sheet that asks
 * which variant otherwise.
 */
export function QuickAddLive({ onStart, onBusy, held, onHeldTaken }: QuickAddLiveProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
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

  // The provider calls the press of the latest render: the session and the cart it closes over.
  const latestStart = useRef(start);
  useLayoutEffect(() => {
    latestStart.current = start;
  });
  useLayoutEffect(() => onStart((product) => void latestStart.current(product)), [onStart]);

  const addingId = cart.addingProductId;
  useEffect(() => onBusy(loadingId, addingId), [onBusy, loadingId, addingId]);

  useEffect(() => {
    if (!held) return;
    void latestStart.current(held);
    onHeldTaken();
  }, [held, onHeldTaken]);

  if (!choosing) return null;
  return (
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
  );
}
