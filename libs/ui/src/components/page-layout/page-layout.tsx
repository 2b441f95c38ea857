import type { HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * The widths a page declares, from the design system's small set:
 * - `wide`: the store's whole content width (lists, grids, the cart, an order);
 * - `text`: a comfortable line of reading (information pages, questions, a complaint);
 * - `form`: a form of one column (a complaint, a rating, a return, a profile form);
 * - `narrow`: a short card (signing in, an activation code).
 */
export type PageWidth = 'wide' | 'text' | 'form' | 'narrow';

export interface PageLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The width the page declares; `wide` by default. */
  width?: PageWidth;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A page's column: as wide as the width it declares (never wider than the screen), centred in
 * the store's content width, its parts stacked with the design system's spacing. Inside an
 * {@link AccountLayout} a narrower page starts beside the account's navigation instead of floating
 * in the middle. Routes set no width of their own: they pick one of {@link PageWidth}.
 *
 * @example
 * <PageLayout width="text">
 *   <h1>About us</h1>
 *   <InfoPage html={page.content} />
 * </PageLayout>
 */
export function PageLayout({ width = 'wide', className, children, ref, ...rest }: PageLayoutProps) {
  return (
    <div
      {...rest}
      ref={ref}
      className={['mj-page', className].filter(Boolean).join(' ')}
      data-width={width}
    >
      {children}
    </div>
  );
}

export interface AsideLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * What stands beside the main column from 56rem wide, on its inline end (left in Arabic, right
   * in English), kept in view while the page scrolls; below the main column on a phone. Pass the
   * element with its own semantics (an `<aside aria-label>` or a `<section>`).
   */
  aside: ReactNode;
  /** The main column. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Two columns: the page's main column and a narrower one beside it (the cart's summary, the
 * checkout's order). Both come from the server; on a phone the aside follows the main column.
 *
 * @example
 * <AsideLayout aside={<aside aria-label="Order summary"><CartSummary … /></aside>}>
 *   <CartLines … />
 * </AsideLayout>
 */
export function AsideLayout({ aside, children, className, ref, ...rest }: AsideLayoutProps) {
  return (
    <div {...rest} ref={ref} className={['mj-aside-layout', className].filter(Boolean).join(' ')}>
      <div className="mj-aside-layout__main">{children}</div>
      <div className="mj-aside-layout__aside">{aside}</div>
    </div>
  );
}
