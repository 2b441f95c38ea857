import {
  type Range,
  type Virtualizer,
  elementScroll,
  measureElement as measureRow,
  useVirtualizer,
  useWindowVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type Key,
  type LiHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIsHydrated } from '../../lib/use-is-hydrated.js';

/** What scrolls a virtual list: the page, or the closest scrolling box around it (a dialog). */
export type VirtualListScroller = 'window' | 'nearest';

/** Attributes of one row's `<li>`, data attributes included. */
export type VirtualListItemProps = LiHTMLAttributes<HTMLLIElement> &
  Partial<Record<`data-${string}`, string>>;

export interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Every item of the list, in order; only those near the visible part get a row in the page. */
  items: readonly T[];
  /** A stable key of an item (its id), so a row keeps its measured height when others change. */
  itemKey: (item: T) => Key;
  /** The content of an item's `<li>`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Attributes of an item's `<li>` (class, `data-state`, `aria-busy`). */
  itemProps?: (item: T, index: number) => VirtualListItemProps;
  /** A row's usual height in pixels, used until the row is measured (and on the server). */
  estimateSize: number;
  /** How many rows the server renders, and the browser before it takes over. Default 10. */
  initialCount?: number;
  /** How many rows are kept beyond each edge of the visible part. Default 5. */
  overscan?: number;
  /** What scrolls the list: the page (default) or the closest scrolling box (a dialog's body). */
  scroller?: VirtualListScroller;
  /** Called when the last item gets its row: the moment to load the next page, if there is one. */
  onEndReached?: () => void;
  ref?: Ref<HTMLUListElement>;
}

/** Rows the list keeps, past the visible ones, to hold the row that has focus. */
const FOCUS_HOLD_LIMIT = 50;

/** The closest box around `element` that scrolls vertically, if any. */
function scrollingBoxOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'auto' || overflowY === 'scroll') return box;
  }
  return null;
}

/** Where the list starts, in the page's or the box's scrolled coordinates. */
function offsetWithin(list: HTMLElement, box: Element | null): number {
  const top = list.getBoundingClientRect().top;
  if (!box) return top + window.scrollY;
  return top - box.getBoundingClientRect().top + box.scrollTop - box.clientTop;
}

/** Whether writing `offset` (plus `adjustments`) would move a scroller that stands at `current`. */
const wouldMove = (offset: number, adjustments: number | undefined, current: number) =>
  Math.abs(offset + (adjustments ?? 0) - current) >= 1;

/** A row's measured height; a row not laid out (a closed box, a test without layout) keeps its estimate. */
function rowSize<TScroller extends Element | Window>(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroller, HTMLLIElement>,
  estimateSize: number,
): number {
  const size = measureRow(element, entry, instance);
  return size > 0 ? size : estimateSize;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A long list that keeps only the rows near the visible part in the page (a few dozen, whatever
 * the length), for lists whose length the store decides: saved addresses, questions, reviews. It
 * stays a real `<ul>` of `<li>`s, each saying its place in the whole list (`aria-posinset` of
 * `aria-setsize`); the page scrolls as usual, rows in the normal flow between two spacers, so
 * right-to-left needs nothing. Rows may be of any height: each is measured once shown.
 *
 * The server renders the first `initialCount` rows, and the browser hydrates exactly those before
 * it takes over. Tabbing moves into the next row, which is kept ready below (and above) the visible
 * ones, and the browser scrolls it in; the row that has focus stays while the list scrolls a little
 * away from it. Finding text in the page sees only the rows shown.
 *
 * @example
 * <VirtualList
 *   className="account-address-list"
 *   items={locations}
 *   itemKey={(location) => location.id}
 *   estimateSize={120}
 *   itemProps={() => ({ className: 'account-address-list__item' })}
 *   renderItem={(location) => <AddressCard location={location} />}
 * />
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  itemProps,
  estimateSize,
  initialCount = 10,
  overscan = 5,
  scroller = 'window',
  onEndReached,
  onFocus,
  onBlur,
  style,
  ref,
  ...rest
}: VirtualListProps<T>) {
  const isHydrated = useIsHydrated();
  const listRef = useRef<HTMLUListElement | null>(null);
  const boxRef = useRef<HTMLElement | null | undefined>(undefined);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [gap, setGap] = useState(0);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const count = items.length;
  const isInBox = scroller === 'nearest';

  /** The scrolling box around the list (`scroller="nearest"`), found once the list is mounted. */
  const getBox = useCallback((): HTMLElement | null => {
    if (!isInBox || !listRef.current) return null;
    if (boxRef.current === undefined) boxRef.current = scrollingBoxOf(listRef.current);
    return boxRef.current;
  }, [isInBox]);

  const rangeExtractor = useCallback(
    (range: Range): number[] => {
      let start = Math.max(range.startIndex - range.overscan, 0);
      let end = Math.min(range.endIndex + range.overscan, range.count - 1);
      // The row that has focus stays, while it is near: removing it would lose the focus.
      if (
        focusedIndex !== null &&
        focusedIndex < range.count &&
        focusedIndex >= start - FOCUS_HOLD_LIMIT &&
        focusedIndex <= end + FOCUS_HOLD_LIMIT
      ) {
        start = Math.min(start, focusedIndex);
        end = Math.max(end, focusedIndex);
      }
      return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    },
    [focusedIndex],
  );

  const common = {
    count,
    estimateSize: () => estimateSize,
    getItemKey: (index: number) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    initialRect: {
      width: 0,
      height: typeof window === 'undefined' ? initialCount * estimateSize : window.innerHeight,
    },
    scrollMargin,
    gap,
    overscan,
    rangeExtractor,
    // Rows change on the next frame rather than inside the scroll event, so React never flushes
    // synchronously from an effect.
    useFlushSync: false,
  };
  // One of the two is enabled, for the whole life of the list: the page's or the box's.
  const pageVirtualizer = useWindowVirtualizer<HTMLLIElement>({
    ...common,
    enabled: !isInBox,
    measureElement: (element, entry, instance) => rowSize(element, entry, instance, estimateSize),
    // The virtualizer writes the offset it starts from; a write that moves nothing is skipped.
    scrollToFn: (offset, options, instance) => {
      if (wouldMove(offset, options.adjustments, window.scrollY)) {
        windowScroll(offset, options, instance);
      }
    },
  });
  // The compiler leaves this component unmemoized: the virtualizers change in place.
  // eslint-disable-next-line react-hooks/incompatible-library
  const boxVirtualizer = useVirtualizer<HTMLElement, HTMLLIElement>({
    ...common,
    enabled: isInBox,
    getScrollElement: getBox,
    initialOffset: () => getBox()?.scrollTop ?? 0,
    measureElement: (element, entry, instance) => rowSize(element, entry, instance, estimateSize),
    scrollToFn: (offset, options, instance) => {
      const box = instance.scrollElement;
      if (box && wouldMove(offset, options.adjustments, box.scrollTop)) {
        elementScroll(offset, options, instance);
      }
    },
  });
  const virtualizer = isInBox ? boxVirtualizer : pageVirtualizer;

  const virtualItems = isHydrated ? virtualizer.getVirtualItems() : [];
  const firstItem = virtualItems[0];
  const lastItem = virtualItems[virtualItems.length - 1];
  let rows: number[];
  let paddingBlockStart = 0;
  let paddingBlockEnd = 0;
  if (firstItem && lastItem) {
    rows = virtualItems.map((item) => item.index);
    paddingBlockStart = Math.max(firstItem.start - scrollMargin, 0);
    paddingBlockEnd = Math.max(virtualizer.getTotalSize() - (lastItem.end - scrollMargin), 0);
  } else {
    // On the server, while hydrating, and while the scroller has no size: the first rows.
    const shown = Math.min(count, initialCount);
    rows = Array.from({ length: shown }, (_, index) => index);
    paddingBlockEnd = (count - shown) * (estimateSize + gap);
  }

  // Where the list starts and the space between its rows (the list's own `gap`), read again
  // whenever other rows are shown: the virtualizer counts in the scroller's pixels.
  const firstRow = rows[0];
  useLayoutEffect(() => {
    const list = listRef.current;
    const box = getBox();
    if (!list || (isInBox && !box)) return;
    const margin = Math.round(offsetWithin(list, box));
    setScrollMargin((previous) => (Math.abs(previous - margin) >= 1 ? margin : previous));
    const rowGap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
    setGap((previous) => (previous === rowGap ? previous : rowGap));
  }, [getBox, isInBox, count, firstRow]);

  const lastRow = rows[rows.length - 1];
  const hasReachedEnd = count > 0 && lastRow === count - 1 && virtualItems.length > 0;
  const onEndReachedRef = useRef(onEndReached);
  useLayoutEffect(() => {
    onEndReachedRef.current = onEndReached;
  });
  useEffect(() => {
    if (hasReachedEnd) onEndReachedRef.current?.();
  }, [hasReachedEnd, count]);

  const indexOfRow = (target: EventTarget | null): number | null => {
    const list = listRef.current;
    if (!list || !(target instanceof Element)) return null;
    let element: Element | null = target;
    while (element && element.parentElement !== list) element = element.parentElement;
    const index = element?.getAttribute('data-index');
    return index ? Number(index) : null;
  };

  const listStyle: CSSProperties = {
    ...style,
    paddingBlockStart,
    paddingBlockEnd,
    // The list moves its rows itself; the browser's own scroll anchoring would move them twice.
    overflowAnchor: 'none',
  };

  return (
    <ul
      {...rest}
      ref={(element) => {
        listRef.current = element;
        assignRef(ref, element);
      }}
      style={listStyle}
      onFocus={(event: FocusEvent<HTMLUListElement>) => {
        const index = indexOfRow(event.target);
        if (index !== null) setFocusedIndex(index);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLUListElement>) => {
        if (!listRef.current?.contains(event.relatedTarget)) setFocusedIndex(null);
        onBlur?.(event);
      }}
    >
      {rows.map((index) => {
        const item = items[index] as T;
        return (
          <li
            {...itemProps?.(item, index)}
            key={itemKey(item)}
            ref={virtualizer.measureElement}
            data-index={index}
            aria-setsize={count}
            aria-posinset={index + 1}
          >
            {renderItem(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
