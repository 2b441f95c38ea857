import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_LOCK_ATTRIBUTE, lockPageScroll } from './page-scroll-lock.js';

const isLocked = () => document.documentElement.hasAttribute(SCROLL_LOCK_ATTRIBUTE);

describe('lockPageScroll', () => {
  afterEach(() => document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE));

  it('holds the page still until it is let go', () => {
    const release = lockPageScroll();
    expect(isLocked()).toBe(true);
    release();
    expect(isLocked()).toBe(false);
  });

  it('keeps the page still while a dialog over another dialog closes', () => {
    const releaseFirst = lockPageScroll();
    const releaseSecond = lockPageScroll();
    releaseSecond();
    expect(isLocked()).toBe(true);
    releaseFirst();
    expect(isLocked()).toBe(false);
  });

  it('counts a holder that lets go twice once', () => {
    const releaseFirst = lockPageScroll();
    const releaseSecond = lockPageScroll();
    releaseSecond();
    releaseSecond();
    expect(isLocked()).toBe(true);
    releaseFirst();
    expect(isLocked()).toBe(false);
  });

  it('leaves the body’s style alone, so the page is not restyled as a whole', () => {
    const release = lockPageScroll();
    expect(document.body.getAttribute('style')).toBeNull();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    release();
  });
});
