import { describe, expect, it } from 'vitest';
import { useDemoApi } from '../contract/harness.js';

const api = useDemoApi();

/** A reason that stands for any other: "Another reason", "Other", "سبب آخر". */
const CATCH_ALL = /\b(an)?other\b|آخر/iu;

describe('the reasons the store offers', () => {
  // The cancel dialog adds its own "Other reason" with a field to type it in.
  it.each(['ar', 'en'] as const)('offers no catch-all cancel reason (%s)', async (lang) => {
    const { data } = await api.client(undefined, lang).content.cancelReasons();
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((reason) => reason.name).filter((name) => CATCH_ALL.test(name))).toEqual([]);
  });

  // The return form adds no "other" option of its own, so the store's list keeps its catch-all.
  it('keeps a catch-all among the return reasons', async () => {
    const { data } = await api.client(undefined, 'en').content.returnReasons();
    expect(data.map((reason) => reason.name)).toContain('Another reason');
  });
});
