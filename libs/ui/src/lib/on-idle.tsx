import {
  type ComponentType,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterNextPaint } from './after-next-paint.js';
import { codeOnce } from './code-once.js';

/** What `onIdle` needs of the browser; the tests give their own. */
export interface OnIdleScheduler {
  /** Runs `work` once the page is idle; returns a cancel function. */
  whenIdle: (work: () => void) => () => void;
  /** Runs `work` once a failed load may succeed (the device is back online, or some time later). */
  whenRetry: (work: () => void, attempt: number) => () => void;
  /**
   * Runs `work` once the browser has drawn its next frame, when the page's style and layout are
   * up to date and reading them costs nothing (`afterNextPaint`); returns a cancel function.
   */
  afterFrame: (work: () => void) => () => void;
}

export interface OnIdleOptions<P extends object = object> {
  /**
   * Names the part in the page (its wrapper's `data-on-idle`): unique among the page's parts
   * loaded on idle, the same on the server and in the browser.
   */
  name: string;
  /**
   * Drawn where the server drew nothing (the part first drawn by the browser, on a page opened in
   * the app) until the code has come, which is then fetched at once; nothing by default.
   */
  fallback?: ComponentType<P>;
  /** Overrides when the code is fetched, for tests. */
  scheduler?: OnIdleScheduler;
}

/**
 * Runs `work` once the browser is idle (or after 2 s at most, or 200 ms where the browser cannot
 * tell); returns a cancel function. What `onIdle` waits for before fetching a part's code.
 *
 * @example
 * useEffect(() => whenIdle(() => setIsWanted(true)), []);
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/** Once the device is back online, or after 5 s, 10 s, 20 s… (at most a minute) when it is. */
function whenRetry(work: () => void, attempt: number): () => void {
  if (!navigator.onLine) {
    window.addEventListener('online', work, { once: true });
    return () => window.removeEventListener('online', work);
  }
  const timer = setTimeout(work, Math.min(5_000 * 2 ** attempt, 60_000));
  return () => clearTimeout(timer);
}

const browserScheduler: OnIdleScheduler = { whenIdle, whenRetry, afterFrame: afterNextPaint };

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls of the server's drawing whose press is held until the code has come. */
const PRESSABLE = 'button, [role="button"], summary';

/**
 * What the customer sees of the drawing that its replacement must keep, by the index of each
 * element among the part's: the elements scrolled from their start, and the size of those drawn
 * only as they come into view (`content-visibility: auto`), which a new element would otherwise
 * take from its estimate, moving what is below it.
 */
interface DrawingState {
  scrolled: [index: number, left: number, top: number][];
  sized: [index: number, inline: number, block: number][];
}

const NOTHING_KEPT: DrawingState = { scrolled: [], sized: [] };

/** The overflows of an element the customer can scroll. */
const SCROLLABLE = new Set(['auto', 'scroll']);

function drawingStateOf(root: HTMLElement | null): DrawingState {
  if (!root) return NOTHING_KEPT;
  const scrolled: [Element, number, number][] = [];
  const sized: [Element, number, number][] = [];
  // Only what is drawn is read: reading the style or the box of an element in a part skipped
  // until it comes into view draws that part first (about 20 ms for home's thousand elements,
  // against 2 ms for the 300 drawn). What is inside a skipped part is out of sight, and the part
  // keeps its size.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode(element: Element) {
      const style = getComputedStyle(element);
      if (
        (SCROLLABLE.has(style.overflowX) || SCROLLABLE.has(style.overflowY)) &&
        (element.scrollLeft !== 0 || element.scrollTop !== 0)
      ) {
        scrolled.push([element, element.scrollLeft, element.scrollTop]);
      }
      if (style.contentVisibility !== 'auto') return NodeFilter.FILTER_ACCEPT;
      const box = element.getBoundingClientRect();
      sized.push([element, box.width, box.height]);
      return isSkipped(element.firstElementChild)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT;
    },
  });
  while (walker.nextNode());
  if (scrolled.length === 0 && sized.length === 0) return NOTHING_KEPT;
  const indexOf = new Map<Element, number>();
  root.querySelectorAll('*').forEach((element, index) => indexOf.set(element, index));
  const byIndex = ([element, inline, block]: [Element, number, number]) =>
    [indexOf.get(element) ?? -1, inline, block] as [number, number, number];
  return { scrolled: scrolled.map(byIndex), sized: sized.map(byIndex) };
}

/** Whether an element is not drawn, being inside a part skipped until it comes into view. */
function isSkipped(element: Element | null): boolean {
  return (
    element !== null &&
    typeof element.checkVisibility === 'function' &&
    !element.checkVisibility({ contentVisibilityAuto: true })
  );
}

/** Gives the elements of the live part what `drawingStateOf` found in the drawing. */
function keepDrawingState(root: HTMLElement | null, { scrolled, sized }: DrawingState): void {
  if (!root || (scrolled.length === 0 && sized.length === 0)) return;
  const elements = root.querySelectorAll<HTMLElement>('*');
  for (const [index, inline, block] of sized) {
    const element = elements[index];
    if (!element) continue;
    // Until it is first drawn; then it stands at the size it was drawn at, as before. Rounded
    // down to a hundredth of a pixel: never taller than it is.
    element.style.containIntrinsicInlineSize = `auto ${Math.floor(inline * 100) / 100}px`;
    element.style.containIntrinsicBlockSize = `auto ${Math.floor(block * 100) / 100}px`;
  }
  for (const [index, left, top] of scrolled) {
    const element = elements[index];
    if (!element) continue;
    if (typeof element.scrollTo === 'function')
      element.scrollTo({ left, top, behavior: 'instant' });
    else {
      element.scrollLeft = left;
      element.scrollTop = top;
    }
  }
}

/** The wrapper takes no box of its own: the part lays out as if it were not there. */
const wrapperStyle = { display: 'contents' } as const;

const emptyHtml = { __html: '' };
const noChange = () => () => {};
const isNotHydrating = () => false;
const isHydratingSnapshot = () => true;

/**
 * A part of the page below its first screen (a footer, say) whose code is not the page's: the
 * server draws it with the page, and the browser keeps what the server drew — links that work,
 * text that reads — until the page is idle, then fetches its code and draws it live in its place.
 * The first screen's scripts are lighter by its code and its messages, and hydrating the page no
 * longer includes it. When the code cannot be fetched (offline), the server's drawing stays and
 * the code is fetched again once the device is back online.
 *
 * Unlike a lazy component in a Suspense boundary, what the server drew is never thrown away: an
 * update of the page around it (a navigation, a context that changes) before its code has come
 * leaves it as it is. A link or a field that had the focus has it again once the part is live, and
 * a strip the customer scrolled is where it was, and a band drawn only as it comes into view keeps
 * its height (nothing below it moves). A press on a button of the server's drawing is held: the
 * code is fetched at once, and the press is made on the same button once it is live. The drawing
 * is replaced in a transition, without a long task; the live part's wrapper is marked `data-live`.
 *
 * On the server the code is loaded as the module that calls `onIdle` is, so that requests render
 * it at once. The part must draw the same from the same props on the server and once live.
 *
 * @example
 * const LaterFooter = onIdle(() => import('./footer.js').then((module) => module.Footer), {
 *   name: 'footer',
 * });
 * <LaterFooter year={year} />
 */
export function onIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { name, fallback: Fallback, scheduler = browserScheduler }: OnIdleOptions<P>,
): ComponentType<P> {
  const code = codeOnce(load);
  const isServer = typeof window === 'undefined';
  if (isServer) {
    // Loaded with the server's modules; a request before it is there waits for it (streamed).
    code.load().catch(() => undefined);
  }

  function OnIdle(props: P) {
    if (isServer) {
      const Part = code.current() ?? use(code.load());
      return (
        <div data-on-idle={name} style={wrapperStyle}>
          <Part {...props} />
        </div>
      );
    }
    return <InBrowser {...props} />;
  }

  function InBrowser(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => code.current());
    // Whether this first render hydrates what the server drew (React reads the server's snapshot
    // then), kept for the renders after it.
    const isHydrating = useSyncExternalStore(noChange, isNotHydrating, isHydratingSnapshot);
    const [hasServerDrawing] = useState(isHydrating);
    // Fetched at once where nothing is drawn yet, or once a button of the drawing is pressed.
    const [isUrgent, setIsUrgent] = useState(!hasServerDrawing);
    // The index of the focused element among the part's focusable ones, as the code came.
    const focusedIndex = useRef(-1);
    // The index of the button pressed before the code came, among the part's pressable ones.
    const pressedIndex = useRef(-1);
    // What the customer saw of the drawing as the code came.
    const drawingState = useRef<DrawingState>(NOTHING_KEPT);

    useEffect(() => {
      if (Part) return undefined;
      let cancel = () => {};
      let isCurrent = true;
      const attempt = (count: number) => {
        code.load().then(
          (component) => {
            if (!isCurrent) return;
            // Read once the page is laid out: the task that ran the code may have changed it.
            cancel = scheduler.afterFrame(() => {
              const focusable = [...(wrapper.current?.querySelectorAll(FOCUSABLE) ?? [])];
              focusedIndex.current = focusable.findIndex(
                (element) => element === document.activeElement,
              );
              // The fallback drawn in the browser is not the part: nothing of it is kept.
              drawingState.current = hasServerDrawing
                ? drawingStateOf(wrapper.current)
                : NOTHING_KEPT;
              startTransition(() => setPart(() => component));
            });
          },
          () => {
            if (isCurrent) cancel = scheduler.whenRetry(() => attempt(count + 1), count);
          },
        );
      };
      if (isUrgent) attempt(0);
      else cancel = scheduler.whenIdle(() => attempt(0));
      return () => {
        isCurrent = false;
        cancel();
      };
    }, [Part, isUrgent, hasServerDrawing]);

    useEffect(() => {
      const root = wrapper.current;
      if (Part || !hasServerDrawing || !root) return undefined;
      const hold = (event: MouseEvent) => {
        const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
        if (!pressed || !root.contains(pressed)) return;
        event.preventDefault();
        event.stopPropagation();
        pressedIndex.current = [...root.querySelectorAll(PRESSABLE)].indexOf(pressed);
        setIsUrgent(true);
      };
      root.addEventListener('click', hold, true);
      return () => root.removeEventListener('click', hold, true);
    }, [Part, hasServerDrawing]);

    useLayoutEffect(() => {
      if (!Part) return;
      keepDrawingState(wrapper.current, drawingState.current);
      drawingState.current = NOTHING_KEPT;
      if (focusedIndex.current === -1) return;
      const focusable = wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      focusable?.[focusedIndex.current]?.focus();
      focusedIndex.current = -1;
    }, [Part]);

    useEffect(() => {
      if (!Part || pressedIndex.current === -1) return;
      const pressable = wrapper.current?.querySelectorAll<HTMLElement>(PRESSABLE);
      const pressed = pressable?.[pressedIndex.current];
      pressedIndex.current = -1;
      pressed?.click();
    }, [Part]);

    if (Part) {
      return (
        <div key="live" ref={wrapper} data-on-idle={name} data-live="" style={wrapperStyle}>
          <Part {...props} />
        </div>
      );
    }
    if (!hasServerDrawing) {
      // Drawn in the browser before the code came: room for it (or the fallback), filled once it
      // has.
      return (
        <div key="waiting" ref={wrapper} data-on-idle={name} style={wrapperStyle}>
          {Fallback ? <Fallback {...props} /> : null}
        </div>
      );
    }
    return (
      <div
        key="drawn"
        ref={wrapper}
        data-on-idle={name}
        style={wrapperStyle}
        // React neither hydrates nor checks what is inside an element with inner HTML of its own,
        // and writes nothing while the value stays the same: the server's drawing stays as it is.
        dangerouslySetInnerHTML={emptyHtml}
        suppressHydrationWarning
      />
    );
  }

  OnIdle.displayName = `OnIdle(${name})`;
  return OnIdle;
}
