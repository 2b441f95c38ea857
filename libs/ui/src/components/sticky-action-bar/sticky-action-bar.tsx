import type { HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * Where the bar shows on desktop (from 48rem wide, the width where the storefront's header gets
 * its desktop layout). On phones both modes fix the bar to the bottom of the screen.
 *
 * - `inline`: in the page's flow, where the bar is placed, without its phone frame. For actions
 *   the page shows nowhere else (the product's quantity and "Add to cart").
 * - `phone-only`: not shown at all. For actions the page already shows inline on desktop (the
 *   cart summary's "Checkout"); give that inline copy {@link STICKY_ACTION_BAR_TWIN_CLASS} so that
 *   phones show, and assistive technology reads, only one of the two.
 */
export type StickyActionBarMode = 'inline' | 'phone-only';

/**
 * The class of an element a {@link StickyActionBar} repeats on phones (usually the inline
 * primary button): hidden (`display: none`, so out of the accessibility tree too) on phones while
 * a bar is on the page, shown on desktop where a `phone-only` bar is not.
 */
export const STICKY_ACTION_BAR_TWIN_CLASS = 'ui-sticky-action-bar-twin';

export interface StickyActionBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The actions: the primary button last, optionally a quantity stepper before it. */
  children: ReactNode;
  /** What the actions are about, at the bar's start: a price or a total. */
  summary?: ReactNode;
  /** Names the summary in a small line above it ("Total"). */
  summaryLabel?: ReactNode;
  /** Desktop behaviour. Default `inline`. */
  mode?: StickyActionBarMode;
  /**
   * Shows the summary on phones only: on desktop an `inline` bar sits right under the page's own
   * price, which would otherwise be repeated beside the button.
   */
  isSummaryPhoneOnly?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The primary action of a page kept in reach of the thumb on phones: a bar fixed to the bottom
 * of the screen, full width and clear of the home indicator (`safe-area-inset-bottom`), with a
 * summary (price or total) at its start and the actions at its end. While it is on the page, the
 * page ends with as much room as the bar takes, so it never covers the footer or a focused field,
 * and the phone's bottom tab bar gives way to it (`:root:has(.ui-sticky-action-bar)`).
 *
 * It is drawn on the server and fixed by CSS alone: nothing moves as the page loads. It is not a
 * landmark: it belongs to the page's main content, and its place in the markup is its place in
 * the focus order, so put it where the actions would stand without it. Render one per page.
 *
 * @example
 * // "Checkout" stays in the summary on desktop; on phones it lives in the bar only.
 * <Button className={STICKY_ACTION_BAR_TWIN_CLASS} onClick={checkout}>Checkout</Button>
 * <StickyActionBar mode="phone-only" summaryLabel="Total" summary={<Price amount={total} />}>
 *   <Button onClick={checkout}>Checkout</Button>
 * </StickyActionBar>
 */
export function StickyActionBar({
  children,
  summary,
  summaryLabel,
  mode = 'inline',
  isSummaryPhoneOnly = false,
  className,
  ref,
  ...rest
}: StickyActionBarProps) {
  const classes = ['ui-sticky-action-bar', className].filter(Boolean).join(' ');
  return (
    <div {...rest} ref={ref} className={classes} data-mode={mode}>
      {summary !== undefined && summary !== null ? (
        <div
          className="ui-sticky-action-bar__summary"
          data-visibility={isSummaryPhoneOnly ? 'phone' : 'always'}
        >
          {summaryLabel ? (
            <span className="ui-sticky-action-bar__label">{summaryLabel}</span>
          ) : null}
          <span className="ui-sticky-action-bar__value">{summary}</span>
        </div>
      ) : null}
      <div className="ui-sticky-action-bar__actions">{children}</div>
    </div>
  );
}
