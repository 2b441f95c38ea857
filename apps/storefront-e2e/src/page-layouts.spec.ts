import { allowLoggedStatus, expect, gotoHydrated, test } from './fixtures.js';
import { expectDeclaredLayout } from './page-boxes.js';

// A laptop's screen: every page uses the layout it declares, centred, not a phone's column
// against one side. (The account's pages, in their frame: account-layout.spec.ts.)
test.use({ viewport: { width: 1366, height: 900 } });

const pages = [
  ['/', 'wide'],
  ['/categories/1', 'wide'],
  ['/products/1', 'wide'],
  ['/providers/1', 'wide'],
  ['/search?q=%D8%AA%D9%85%D8%B1', 'wide'],
  ['/aboutUs', 'text'],
  ['/faqs', 'text'],
  ['/contactUs', 'text'],
  ['/join/delegate', 'form'],
  ['/join/sent?number=JR-1042', 'form'],
  ['/no-such-page', 'wide'],
  ['/auth', 'narrow'],
  ['/auth/sign-up', 'narrow'],
] as const;

for (const lang of ['ar', 'en'] as const) {
  test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: each public page has the width it declares, centred and filled`, async ({
    page,
    problems,
  }) => {
    for (const [path, width] of pages) {
      await gotoHydrated(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      expect(await expectDeclaredLayout(page, path), path).toBe(width);
    }
    // The page that does not exist answers 404, as it should (logged by the browser or not).
    allowLoggedStatus(problems, 404, { min: 0, max: 1 });
  });
}
