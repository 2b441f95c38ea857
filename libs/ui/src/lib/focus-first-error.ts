/** What marks a control or group in error: `aria-invalid`, or an error message read as an alert. */
const ERROR_SELECTOR = '[aria-invalid="true"], [role="alert"]';

/** A control that can take the focus. */
const CONTROL_SELECTOR = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What takes the focus inside a group in error, by preference: the checked radio first. */
const FOCUS_PREFERENCES = [
  '[role="radio"][aria-checked="true"]:not([disabled])',
  'input[type="radio"]:checked:not([disabled])',
  '[role="radio"][tabindex="0"]:not([disabled])',
  CONTROL_SELECTOR,
];

/**
 * The room kept above an element scrolled to, for the sticky header, unless the page's CSS gives
 * the element a `scroll-margin-block-start` of its own.
 */
const DEFAULT_SCROLL_MARGIN = 'var(--mj-error-scroll-margin, 8rem)';

export interface FocusFirstErrorOptions {
  /** Room kept above the element scrolled to (a CSS length). Default 8rem, for the header. */
  scrollMargin?: string;
}

function isRendered(element: HTMLElement): boolean {
  return !element.closest('[hidden], [aria-hidden="true"], [inert]');
}

/** The control or group an error message belongs to: the one it describes, else the message. */
function ownerOf(found: HTMLElement, container: ParentNode): HTMLElement {
  if (found.getAttribute('role') !== 'alert') return found;
  const id = found.id || found.closest('[id]')?.id;
  const described = id
    ? Array.from(container.querySelectorAll<HTMLElement>('[aria-describedby]')).find((element) =>
        element.getAttribute('aria-describedby')?.split(/\s+/).includes(id),
      )
    : undefined;
  if (described) return described;
  // A message no control points to: the field it stands in, else the message itself.
  return (
    found.parentElement?.closest<HTMLElement>('fieldset, [role="radiogroup"], section') ?? found
  );
}

function focusTargetOf(owner: HTMLElement): HTMLElement {
  if (owner.matches(CONTROL_SELECTOR)) return owner;
  for (const selector of FOCUS_PREFERENCES) {
    const inside = Array.from(owner.querySelectorAll<HTMLElement>(selector)).find(
      (element) => isRendered(element) && element.getAttribute('aria-disabled') !== 'true',
    );
    if (inside) return inside;
  }
  // A group with no control left to use (every option disabled): it takes the focus itself.
  if (!owner.hasAttribute('tabindex')) owner.setAttribute('tabindex', '-1');
  return owner;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Takes the user to the first mistake of a form after a failed submit: the first control or group
 * inside `container` marked `aria-invalid="true"`, or described by an error message with
 * `role="alert"`, in the order of the page. It is scrolled into view below the sticky header
 * (its own `scroll-margin-block-start`, else `scrollMargin`) and above a sticky action bar (whose
 * stylesheet pads the page's scrolling), then focused: a group gives the focus to its checked
 * radio, else to its first control, so the error is read with it.
 *
 * Call it once the errors are on the page (in an effect after the render that shows them).
 *
 * @returns the element focused, or `null` when `container` shows no error.
 *
 * @example
 * useEffect(() => {
 *   if (submitCount > 0) focusFirstError(formRef.current);
 * }, [submitCount]);
 */
export function focusFirstError(
  container: ParentNode | null | undefined,
  { scrollMargin = DEFAULT_SCROLL_MARGIN }: FocusFirstErrorOptions = {},
): HTMLElement | null {
  if (!container) return null;
  const found = Array.from(container.querySelectorAll<HTMLElement>(ERROR_SELECTOR)).find(
    isRendered,
  );
  if (!found) return null;
  const owner = ownerOf(found, container);
  const target = focusTargetOf(owner);

  const view = owner.ownerDocument.defaultView;
  const margin = view?.getComputedStyle(owner).scrollMarginBlockStart;
  if (!margin || !(Number.parseFloat(margin) > 0))
    owner.style.setProperty('scroll-margin-block-start', scrollMargin);
  // The group with its label and message comes into view, not only the control focused.
  if (typeof owner.scrollIntoView === 'function') {
    owner.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }
  target.focus({ preventScroll: true });
  return target;
}
