import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetails } from '@matjar/api-client';
import { validationMessages } from '@matjar/i18n';
import { Button, Dialog, Price } from '@matjar/ui';
import { VariantPicker, isVariantAvailable } from '../variant-picker/variant-picker.js';
import { quickAddSheetMessages as m } from './messages.js';

/** What the customer chose in the sheet: one unit of a variant of the product. */
export interface QuickAddRequest {
  productId: number;
  variantId: number;
}

export interface QuickAddSheetProps {
  /** The product whose variant the customer chooses; its details, with `variants`. */
  product: ProductDetails;
  /** Whether the sheet is shown. */
  open: boolean;
  /** Called with `false` when the customer closes the sheet. */
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen variant when the customer presses "Add to cart". */
  onAdd: (request: QuickAddRequest) => void;
  /** The product is being added: the button shows it. */
  isAdding: boolean;
}

/**
 * Asks which variant (colour, size) of a product to put in the cart, from a product card's quick
 * add: a bottom sheet on a phone, a dialog on a wider screen, with the product's picture, the
 * chosen variant's price, the `VariantPicker` and an "Add to cart" button. Pressed before a
 * variant is chosen, the button says which choice is missing.
 *
 * @example
 * <QuickAddSheet
 *   product={details}
 *   open={isOpen}
 *   onOpenChange={setIsOpen}
 *   onAdd={({ productId, variantId }) => addToCart.mutate({ product_id: productId, variant_id: variantId })}
 *   isAdding={addToCart.isPending}
 * />
 */
export function QuickAddSheet({
  product,
  open,
  onOpenChange,
  onAdd,
  isAdding,
}: QuickAddSheetProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="catalog-quick-add-sheet"
      title={product.name}
      description={intl.formatMessage(m.description)}
    >
      <QuickAddChoice key={product.id} product={product} onAdd={onAdd} isAdding={isAdding} />
    </Dialog>
  );
}

/** The sheet's body, started afresh for each product. */
function QuickAddChoice({
  product,
  onAdd,
  isAdding,
}: Pick<QuickAddSheetProps, 'product' | 'onAdd' | 'isAdding'>) {
  const intl = useIntl();
  const available = product.variants.filter(isVariantAvailable);
  const [variantId, setVariantId] = useState<number | undefined>(() =>
    available.length === 1 ? available[0]?.id : undefined,
  );
  const [hasMissedVariant, setHasMissedVariant] = useState(false);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  const price = variant?.price ?? product.price;
  const priceBefore = variant?.price_before_discount ?? product.price_before_discount;

  const handleVariantChange = (id: number | undefined) => {
    setVariantId(id);
    if (id !== undefined) setHasMissedVariant(false);
  };

  const handleAdd = () => {
    if (variant === undefined) {
      setHasMissedVariant(true);
      return;
    }
    onAdd({ productId: product.id, variantId: variant.id });
  };

  return (
    <div className="catalog-quick-add-sheet__body">
      <div className="catalog-quick-add-sheet__summary">
        <img
          className="catalog-quick-add-sheet__image"
          src={product.image}
          alt=""
          width={160}
          height={160}
          decoding="async"
        />
        {/* Read out again when a new variant changes the price. */}
        <div aria-live="polite" aria-atomic="true">
          <Price
            size="md"
            amount={price}
            originalAmount={priceBefore > price ? priceBefore : undefined}
          />
        </div>
      </div>
      <VariantPicker
        variants={product.variants}
        value={variantId}
        onChange={handleVariantChange}
        error={
          hasMissedVariant && variant === undefined
            ? intl.formatMessage(validationMessages.selectVariantFirst)
            : undefined
        }
      />
      <Button isFullWidth size="lg" isLoading={isAdding} onClick={handleAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    </div>
  );
}
