import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * Keeps the keyboard focus on the page when the app opens another one. A link or button pressed
 * inside the page is gone once the new page renders, and the browser would leave the focus on
 * `<body>`: the next Tab would start again from the top of the document. The focus moves to the
 * page's `<main>` (focusable with `tabIndex={-1}`) instead, where a full page load would have
 * left a keyboard user after the skip link. Focus that is still somewhere (the header's cart
 * link, the search box) stays where it is. The first render of a page moves nothing. Render it
 * once, inside the router.
 */
export function FocusAfterNavigation() {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // The scroll position is ScrollRestoration's to decide.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [key]);
  return null;
}
