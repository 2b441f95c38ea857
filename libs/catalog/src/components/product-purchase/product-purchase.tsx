import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetails, ProductVariant } from '@matjar/api-client';
import { validationMessages } from '@matjar/i18n';
import { Button, Price, QuantityStepper, StickyActionBar, focusFirstError } from '@matjar/ui';
import { productCardMessages } from '../messages.js';
import { VariantPicker, isVariantAvailable } from '../variant-picker/variant-picker.js';
import { productPurchaseMessages as m } from './messages.js';

/** What "Add to cart" asks for: the product, its chosen variant (none without variants) and how many. */
export interface AddToCartRequest {
  productId: number;
  /** `undefined` for a product that comes in one kind. */
  variantId: number | undefined;
  quantity: number;
}

export interface ProductPurchaseProps {
  product: ProductDetails;
  /** The id of the chosen variant, `undefined` while none is chosen (or the product has none). */
  variantId: number | undefined;
  /** Called with the variant the user's choices make up, or `undefined` when they undo it. */
  onVariantChange: (id: number | undefined) => void;
  /** The quantity to add, from 1. */
  quantity: number;
  /** Called with the new quantity: from the stepper, or clamped to the stock of a new variant. */
  onQuantityChange: (quantity: number) => void;
  /** Called when "Add to cart" is pressed with everything chosen and in stock. */
  onAddToCart: (request: AddToCartRequest) => void;
  /** While the product is being added: the button shows it is busy and ignores presses. */
  isAdding: boolean;
  /** The favourite toggle, beside "Add to cart". */
  favoriteSlot?: ReactNode;
  /** The share button, beside "Add to cart". */
  shareSlot?: ReactNode;
  /**
   * What a product (or variant) out of stock offers in place of "Add to cart": the app's "Notify
   * me when available" (`StockAlertToggle`), with the sold-out variant chosen (sold-out colours
   * and sizes can then be chosen), or `undefined` for the product as a whole. Without it, a
   * disabled "Out of stock" button, and sold-out variants cannot be chosen.
   */
  outOfStockSlot?: (variantId: number | undefined) => ReactNode;
  className?: string;
}

/** How many units can be bought: of the chosen variant, else of the best stocked one, else of the product. */
function stockLimitOf(product: ProductDetails, variant: ProductVariant | undefined): number {
  if (variant) return isVariantAvailable(variant) ? variant.stock : 0;
  if (product.variants.length === 0) return product.quantity_limit;
  return Math.max(0, ...product.variants.filter(isVariantAvailable).map(({ stock }) => stock));
}

const percentOff = (price: number, before: number) =>
  before > price ? Math.round((1 - price / before) * 100) : 0;

/**
 * The purchase panel of a product's page: the price with VAT included (the chosen variant's once
 * one is chosen), whether it is in stock, the variant picker, the quantity (up to the stock) and
 * "Add to cart" with the favourite and share buttons beside it. On phones the price, the quantity
 * and "Add to cart" stay in a bar at the bottom of the screen (`StickyActionBar`), so a customer
 * adds without scrolling; the variants stay in the page. Pressing "Add to cart" before choosing a
 * variant asks for one instead of calling `onAddToCart`, and takes the customer to the variant
 * picker with the focus on it. The page shows the product's name above it.
 *
 * @example
 * <ProductPurchase
 *   product={product}
 *   variantId={variantId}
 *   onVariantChange={setVariantId}
 *   quantity={quantity}
 *   onQuantityChange={setQuantity}
 *   onAddToCart={(request) => addToCart.mutate(request)}
 *   isAdding={addToCart.isPending}
 *   favoriteSlot={<FavoriteButton product={product} />}
 * />
 */
export function ProductPurchase({
  product,
  variantId,
  onVariantChange,
  quantity,
  onQuantityChange,
  onAddToCart,
  isAdding,
  favoriteSlot,
  shareSlot,
  outOfStockSlot,
  className,
}: ProductPurchaseProps) {
  const intl = useIntl();
  const [hasMissedVariant, setHasMissedVariant] = useState(false);
  // Counts the presses that found no variant chosen: each one takes the customer to the picker.
  const [missedVariantPresses, setMissedVariantPresses] = useState(0);
  const variantsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (missedVariantPresses > 0) focusFirstError(variantsRef.current);
  }, [missedVariantPresses]);

  const hasVariants = product.variants.length > 0;
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  const stockLimit = stockLimitOf(product, variant);
  const isAvailable = product.is_available && stockLimit > 0;
  const isVariantMissing = hasVariants && variant === undefined;

  const price = variant?.price ?? product.price;
  const priceBefore = variant?.price_before_discount ?? product.price_before_discount;
  const discount = variant ? percentOff(price, priceBefore) : product.discount;

  const handleVariantChange = (id: number | undefined) => {
    onVariantChange(id);
    if (id !== undefined) setHasMissedVariant(false);
    const limit = stockLimitOf(
      product,
      product.variants.find((candidate) => candidate.id === id),
    );
    if (quantity > limit) onQuantityChange(Math.max(1, limit));
  };

  const handleAddToCart = () => {
    if (!isAvailable) return;
    if (isVariantMissing) {
      setHasMissedVariant(true);
      setMissedVariantPresses((presses) => presses + 1);
      return;
    }
    onAddToCart({
      productId: product.id,
      variantId: variant?.id,
      quantity: Math.min(quantity, stockLimit),
    });
  };

  const outOfStock = intl.formatMessage(productCardMessages.outOfStock);
  return (
    <div
      className={['catalog-purchase', className].filter(Boolean).join(' ')}
      data-state={isAvailable ? 'available' : 'out-of-stock'}
    >
      {/* Read out again when a new variant changes the price or the stock. */}
      <div className="catalog-purchase__summary" aria-live="polite" aria-atomic="true">
        <Price
          className="catalog-purchase__price"
          size="lg"
          amount={price}
          originalAmount={priceBefore > price ? priceBefore : undefined}
          discountPercent={discount > 0 ? discount : undefined}
        />
        <p className="catalog-purchase__vat">{intl.formatMessage(m.vatIncluded)}</p>
        <p
          className="catalog-purchase__availability"
          data-state={isAvailable ? 'available' : 'out-of-stock'}
        >
          {isAvailable ? intl.formatMessage(m.inStock) : outOfStock}
        </p>
      </div>
      {hasVariants ? (
        <div ref={variantsRef} className="catalog-purchase__variants">
          <VariantPicker
            variants={product.variants}
            value={variantId}
            onChange={handleVariantChange}
            // Where a sold-out variant can be asked for, it can be chosen.
            canChooseSoldOut={outOfStockSlot !== undefined}
            error={
              hasMissedVariant && isVariantMissing
                ? intl.formatMessage(validationMessages.selectVariantFirst)
                : undefined
            }
          />
        </div>
      ) : null}
      {/* On desktop in the panel's flow; on phones at the bottom of the screen, with the price. */}
      <StickyActionBar
        className="catalog-purchase__bar"
        summary={<Price amount={price} />}
        isSummaryPhoneOnly
      >
        {isAvailable ? (
          <QuantityStepper
            className="catalog-purchase__quantity"
            value={quantity}
            onChange={onQuantityChange}
            max={stockLimit}
          />
        ) : null}
        {!isAvailable && outOfStockSlot ? (
          outOfStockSlot(variant?.id)
        ) : (
          <Button
            className="catalog-purchase__add"
            size="lg"
            isLoading={isAdding}
            disabled={!isAvailable}
            onClick={handleAddToCart}
          >
            {isAvailable ? intl.formatMessage(m.addToCart) : outOfStock}
          </Button>
        )}
      </StickyActionBar>
      {favoriteSlot || shareSlot ? (
        <div className="catalog-purchase__actions">
          {favoriteSlot}
          {shareSlot}
        </div>
      ) : null}
    </div>
  );
}
