import { type ReactNode, createContext, use } from 'react';
import type { Product } from '@matjar/api-client';

/** What the app lets a customer do from any product card of the page. */
export interface ProductCardActions {
  /**
   * Puts the product in the cart from its card, or first asks which variant: the cards show an
   * "Add to cart" button over their picture when it is given (for products in stock).
   */
  onQuickAdd?: (product: Product) => void;
  /** Whether the product is being added now: its button says so and ignores presses. */
  isQuickAdding?: (productId: number) => boolean;
}

const ProductCardActionsContext = createContext<ProductCardActions>({});

export interface ProductCardActionsProviderProps {
  actions: ProductCardActions;
  children: ReactNode;
}

/**
 * Gives every `ProductCard` below it the app's actions (the cart's quick add), so that grids and
 * rails need not pass them down. The catalog does not know the cart: the app provides the action,
 * usually once around its pages. Without a provider, cards have no quick add button.
 *
 * @example
 * const addToCart = useAddToCart();
 * <ProductCardActionsProvider
 *   actions={{ onQuickAdd: (product) => addToCart.mutate({ product_id: product.id }) }}
 * >
 *   <Outlet />
 * </ProductCardActionsProvider>
 */
export function ProductCardActionsProvider({ actions, children }: ProductCardActionsProviderProps) {
  return <ProductCardActionsContext value={actions}>{children}</ProductCardActionsContext>;
}

/** The actions of the nearest `ProductCardActionsProvider`, none without one. */
export function useProductCardActions(): ProductCardActions {
  return use(ProductCardActionsContext);
}
