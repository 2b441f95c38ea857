import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Set on the root while the page's scroll is restored: see `.catalog-rail__item` in @matjar/catalog. */
export const RESTORING_SCROLL = 'data-restoring-scroll';

/**
 * On a page opened again by back or forward, has the page drawn whole while `ScrollRestoration`
 * puts the scroll back: render it before that component. The page is a new one, and the parts it
 * draws only as they come into view (`content-visibility: auto`) have no size remembered yet; the
 * page would be shorter than when it was left, and the scroll would come back above the place the
 * customer left. Two frames later the page draws its parts as they come into view again, each now
 * with its size. The page the tab opened on is left alone: its first paint draws only what shows.
 */
export function DrawWholeOnBack() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const isFirstPage = useRef(true);
  useLayoutEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (navigationType !== 'POP') return;
    const root = document.documentElement;
    root.setAttribute(RESTORING_SCROLL, '');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => root.removeAttribute(RESTORING_SCROLL));
    });
    return () => {
      cancelAnimationFrame(frame);
      root.removeAttribute(RESTORING_SCROLL);
    };
  }, [key, navigationType]);
  return null;
}
