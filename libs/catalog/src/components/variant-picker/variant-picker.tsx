import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductVariant } from '@matjar/api-client';
import { commonMessages, useFormatters, weightInGrams } from '@matjar/i18n';
import { ChoiceChips, type ChoiceOption } from '@matjar/ui';
import { productCardMessages } from '../messages.js';
import { variantPickerMessages as m } from './messages.js';

/** Whether a variant can be bought: offered, with at least one unit in stock. */
export function isVariantAvailable(variant: ProductVariant): boolean {
  return variant.is_available && variant.stock > 0;
}

export interface VariantPickerProps {
  /** The product's variants; colours and sizes are read from them, in their order. */
  variants: readonly ProductVariant[];
  /** The id of the chosen variant, `undefined` while none is chosen. */
  value: number | undefined;
  /**
   * Called with the id of the variant the user's choices make up, or with `undefined` when the
   * user picks a colour that does not come in the chosen size (the size is then chosen again).
   */
  onChange: (id: number | undefined) => void;
  /**
   * A message for the first choice still to make ("Select the variant first"): shown under it,
   * announced, and tied to its group, which is marked invalid.
   */
  error?: string;
  /**
   * Lets the customer choose a sold-out colour or size (still crossed out and read as out of
   * stock), and calls `onChange` with its variant: for a page that offers "Notify me when
   * available" for it. Without it, sold-out options cannot be chosen.
   */
  canChooseSoldOut?: boolean;
  className?: string;
}

interface Choice {
  color?: string;
  size?: string;
}

const colorOf = (variant: ProductVariant) => variant.color?.name;
const sizeOf = (variant: ProductVariant) => variant.size ?? undefined;

/**
 * The colours (as swatches, named by the colour, the chosen one named after "Color") and sizes or
 * weights (as chips) of a product, each a radio group that arrow keys move through. A colour or
 * size with no unit to sell is crossed out, read as out of stock and, unless `canChooseSoldOut`,
 * disabled; once a colour is chosen, only the sizes it comes in are offered. Calls `onChange`
 * with a variant id as soon as the choices make up one.
 *
 * @example
 * <VariantPicker variants={product.variants} value={variantId} onChange={setVariantId} />
 */
export function VariantPicker({
  variants,
  value,
  onChange,
  error,
  canChooseSoldOut = false,
  className,
}: VariantPickerProps) {
  const intl = useIntl();
  const format = useFormatters();
  // A colour or size picked before the other one: no variant yet, so it is kept here.
  const [pending, setPending] = useState<Choice>({});

  const colors = [
    ...new Map(
      variants.flatMap((variant) => (variant.color ? [[variant.color.name, variant.color]] : [])),
    ).values(),
  ];
  const sizes = [...new Set(variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
  const hasColors = colors.length > 0;
  const hasSizes = sizes.length > 0;
  // A coffee sold by 250 g, 500 g and 1 kg: its "sizes" are weights, labelled and written so.
  const areSizesWeights = hasSizes && sizes.every((option) => weightInGrams(option) !== null);

  const chosen = variants.find((variant) => variant.id === value);
  const color = chosen ? colorOf(chosen) : pending.color;
  const size = chosen ? sizeOf(chosen) : pending.size;

  const find = (choice: Choice) =>
    variants.find(
      (variant) => colorOf(variant) === choice.color && sizeOf(variant) === choice.size,
    );
  const isAnyAvailable = (matches: (variant: ProductVariant) => boolean) =>
    variants.some((variant) => matches(variant) && isVariantAvailable(variant));
  /** Whether a variant may be the customer's choice: in stock, or sold out where that is allowed. */
  const isChoosable = (variant: ProductVariant | undefined): variant is ProductVariant =>
    variant !== undefined && (canChooseSoldOut || isVariantAvailable(variant));

  const choose = (choice: Choice) => {
    setPending(choice);
    const match = find(choice);
    if (isChoosable(match)) onChange(match.id);
    else if (value !== undefined) onChange(undefined);
  };

  const handleColorChange = (next: string) => {
    const nextSize = hasSizes ? size : undefined;
    // A size the new colour does not come in (or has none of) is dropped, not swapped silently.
    choose({
      color: next,
      size: isChoosable(find({ color: next, size: nextSize })) ? nextSize : undefined,
    });
  };

  const handleSizeChange = (next: string) => {
    if (hasColors && color === undefined) {
      setPending({ size: next });
      return;
    }
    choose({ color, size: next });
  };

  const outOfStock = intl.formatMessage(productCardMessages.outOfStock);

  const colorOptions: ChoiceOption[] = colors.map((option) => {
    const isAvailable = isAnyAvailable((variant) => colorOf(variant) === option.name);
    return {
      value: option.name,
      label: option.name,
      color: option.hex,
      description: isAvailable ? undefined : outOfStock,
      isDisabled: !isAvailable && !canChooseSoldOut,
      isUnavailable: !isAvailable,
    };
  });

  // Once a colour is chosen, only the sizes it comes in are offered.
  const offeredSizes =
    hasColors && color !== undefined
      ? sizes.filter((option) => find({ color, size: option }) !== undefined)
      : sizes;
  const sizeOptions: ChoiceOption[] = offeredSizes.map((option) => {
    const isAvailable = isAnyAvailable(
      (variant) =>
        sizeOf(variant) === option && (color === undefined || colorOf(variant) === color),
    );
    return {
      value: option,
      label: <bdi>{format.size(option)}</bdi>,
      // Crossed out on the chip; the words are for screen readers.
      description: isAvailable ? undefined : outOfStock,
      descriptionDisplay: 'hidden',
      isDisabled: !isAvailable && !canChooseSoldOut,
      isUnavailable: !isAvailable,
    };
  });

  const isColorMissing = hasColors && color === undefined;
  const errorOf = (group: 'color' | 'size') => {
    if (!error) return undefined;
    const isFirstMissing = group === 'color' ? isColorMissing : !isColorMissing;
    return isFirstMissing ? <span role="alert">{error}</span> : undefined;
  };

  return (
    <div
      className={['catalog-variant-picker', className].filter(Boolean).join(' ')}
      data-state={chosen ? 'chosen' : 'empty'}
    >
      {hasColors ? (
        <ChoiceChips
          className="catalog-variant-picker__group"
          appearance="swatch"
          label={intl.formatMessage(m.color)}
          options={colorOptions}
          value={color ?? null}
          onChange={handleColorChange}
          error={errorOf('color')}
        />
      ) : null}
      {hasSizes ? (
        <ChoiceChips
          className="catalog-variant-picker__group"
          label={intl.formatMessage(areSizesWeights ? commonMessages.weightLabel : m.size)}
          options={sizeOptions}
          value={size ?? null}
          onChange={handleSizeChange}
          error={errorOf('size')}
        />
      ) : null}
    </div>
  );
}
