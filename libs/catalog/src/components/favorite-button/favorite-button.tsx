import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { favoriteButtonMessages as m } from './messages.js';

export interface FavoriteButtonProps {
  /** Whether the product is in the customer's favorites now. */
  isFavorite: boolean;
  /** Called on a press; the caller adds or removes the product and passes the new `isFavorite`. */
  onToggle: () => void;
  /** The change is under way: the heart shows it and further presses are ignored. */
  isPending?: boolean;
  /** The product's name, for the button's accessible name. */
  productName: string;
  /** `small` over a product card (the default), `large` on the product's page. */
  size?: 'small' | 'large';
}

/**
 * A heart that adds a product to the favorites or removes it: outlined when it is not a favorite,
 * filled when it is. A toggle button with one name ("Favorite: Saudi coffee") whose `aria-pressed`
 * says whether the product is a favorite. While `isPending` it stays focusable and ignores presses, so a slow
 * request is never sent twice.
 *
 * @example
 * <FavoriteButton
 *   isFavorite={product.is_favorite}
 *   isPending={toggleFavorite.isPending}
 *   onToggle={() => toggleFavorite.mutate(product.id)}
 *   productName={product.name}
 * />
 */
export function FavoriteButton({
  isFavorite,
  onToggle,
  isPending = false,
  productName,
  size = 'small',
}: FavoriteButtonProps) {
  const intl = useIntl();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onToggle();
  };
  return (
    <button
      type="button"
      className="catalog-favorite-button"
      aria-pressed={isFavorite}
      aria-label={intl.formatMessage(m.label, { name: productName })}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-state={isFavorite ? 'on' : 'off'}
      data-pending={isPending || undefined}
      data-size={size}
      onClick={handleClick}
    >
      <svg
        className="catalog-favorite-button__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
