import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The widths a page may declare (`@matjar/ui`'s PageLayout), in CSS pixels at 16 px to the rem. */
const declaredWidths = { text: 768, form: 640, narrow: 448 } as const;

/**
 * The first page layout in `<main>`: the width it declares, its box, the box it sits in (`<main>`'s
 * content, or the account frame's page column) and the widths of its parts.
 */
async function pageLayoutBoxes(page: Page) {
  return page.evaluate(() => {
    const layout = document.querySelector<HTMLElement>('main .mj-page');
    const main = document.querySelector('main');
    if (!layout || !main) return null;
    const column = layout.closest('.mj-account-layout__page');
    const style = getComputedStyle(main);
    const mainBox = main.getBoundingClientRect();
    const container = column
      ? column.getBoundingClientRect()
      : {
          left: mainBox.left + parseFloat(style.paddingLeft),
          right: mainBox.right - parseFloat(style.paddingRight),
        };
    const box = layout.getBoundingClientRect();
    const parts = [...layout.children]
      .filter((child) => {
        const { display, position } = getComputedStyle(child);
        return display !== 'none' && display !== 'contents' && position !== 'absolute';
      })
      .map((child) => child.getBoundingClientRect().width);
    return {
      width: layout.dataset['width'] ?? '',
      inFrame: column !== null,
      box: { left: box.left, right: box.right, width: box.width },
      container: {
        left: container.left,
        right: container.right,
        width: container.right - container.left,
      },
      widestPart: Math.max(0, ...parts),
      dir: document.documentElement.dir,
    };
  });
}

/**
 * Checks, on a wide screen, that the page's main content is laid out as the width it declares:
 * as wide as that width (or the room there is), centred in `<main>` (or, beside the account's
 * navigation, starting at the column's inline start), and filled by its widest part, so no part
 * sits in a narrower column of its own against one side. Answers the declared width.
 */
export async function expectDeclaredLayout(page: Page, what: string): Promise<string> {
  const boxes = await pageLayoutBoxes(page);
  expect(boxes, `${what} has a page layout`).not.toBeNull();
  if (!boxes) return '';
  const { width, box, container } = boxes;
  expect(['wide', 'text', 'form', 'narrow'], `${what} declares a known width`).toContain(width);
  const declared =
    width in declaredWidths ? declaredWidths[width as keyof typeof declaredWidths] : 0;
  const expected = declared ? Math.min(declared, container.width) : container.width;
  expect(
    Math.abs(box.width - expected),
    `${what}: ${width} page is ${box.width}px`,
  ).toBeLessThanOrEqual(1);
  if (boxes.inFrame) {
    const start = boxes.dir === 'rtl' ? container.right - box.right : box.left - container.left;
    expect(Math.abs(start), `${what} starts beside the account's navigation`).toBeLessThanOrEqual(
      1,
    );
  } else {
    const before = box.left - container.left;
    const after = container.right - box.right;
    expect(Math.abs(before - after), `${what} is centred`).toBeLessThanOrEqual(1);
  }
  expect(
    boxes.widestPart,
    `${what}: its widest part fills the ${width} page`,
  ).toBeGreaterThanOrEqual(box.width - 1);
  return width;
}
