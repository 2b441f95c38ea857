import { type ReactNode, Suspense } from 'react';

export interface HydrateLaterProps {
  /** Content drawn by the server, that draws the same in the browser and never suspends. */
  children: ReactNode;
}

/**
 * Server-drawn content that comes alive after the rest of the page: React hydrates the boundary
 * at a lower priority than the page around it, in slices of a few milliseconds the browser can
 * answer between, so a grid or a rail of cards does not hold the main thread in one long task
 * while the page starts. It is shown from the first paint as the server drew it; a tap on it
 * before it is live makes React hydrate it at once and then answers the tap. After hydration,
 * and on pages drawn in the browser, it renders its children as they are.
 *
 * @example
 * <ul className="catalog-product-grid">
 *   <HydrateLater>{products.map((product) => <li key={product.id}>…</li>)}</HydrateLater>
 * </ul>
 */
export function HydrateLater({ children }: HydrateLaterProps) {
  // A Suspense boundary the server completed is hydrated on its own, at offscreen priority.
  return <Suspense fallback={null}>{children}</Suspense>;
}
