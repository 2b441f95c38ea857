import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { productCardActionMessages as m } from './messages.js';

export interface QuickAddButtonProps {
  /** The product's name, for the button's accessible name ("Add Saudi coffee to cart"). */
  productName: string;
  onAdd: () => void;
  /** The product is being added: the button shows it and ignores presses. */
  isPending?: boolean;
}

/**
 * The round "+" over a product card's picture that puts the product in the cart. While pending it
 * stays focusable and ignores presses, so one press never adds twice.
 */
export function QuickAddButton({ productName, onAdd, isPending = false }: QuickAddButtonProps) {
  const intl = useIntl();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onAdd();
  };
  return (
    <button
      type="button"
      className="catalog-quick-add"
      aria-label={intl.formatMessage(m.quickAdd, { name: productName })}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={handleClick}
    >
      <svg
        className="catalog-quick-add__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}
