import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_LIFETIME_MS,
  emptyCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft.js';

const memoryStorage = (items: Record<string, string> = {}) => ({
  getItem: (key: string) => items[key] ?? null,
  setItem: (key: string, value: string) => {
    items[key] = value;
  },
  removeItem: (key: string) => {
    delete items[key];
  },
});

describe('the checkout draft on the device', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage();
    const draft = {
      ...emptyCheckoutDraft,
      order_type: 'scheduled' as const,
      date: '2026-11-24',
      time: '09:00-12:00',
      payment_method: 'bank_transfer' as const,
      bank_id: 2,
      feedback: 'الباب الخلفي',
      saved_at: 1_000,
    };
    writeCheckoutDraft(storage, 'k', draft);
    expect(readCheckoutDraft(storage, 'k', 2_000)).toEqual(draft);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"order_type":'],
    ['a foreign shape', '[1,2,3]'],
    ['an unknown payment method', '{"payment_method":"bitcoin","saved_at":1}'],
    ['a wrong-typed field', '{"location_id":"three","saved_at":1}'],
  ])('reads %s as an empty draft', (_name, text) => {
    const storage = memoryStorage(text === undefined ? {} : { k: text });
    expect(readCheckoutDraft(storage, 'k', 2)).toEqual(emptyCheckoutDraft);
  });

  it('forgets choices older than a day', () => {
    const storage = memoryStorage();
    writeCheckoutDraft(storage, 'k', { ...emptyCheckoutDraft, feedback: 'old', saved_at: 0 });
    expect(readCheckoutDraft(storage, 'k', CHECKOUT_DRAFT_LIFETIME_MS - 1).feedback).toBe('old');
    expect(readCheckoutDraft(storage, 'k', CHECKOUT_DRAFT_LIFETIME_MS + 1)).toEqual(
      emptyCheckoutDraft,
    );
  });

  it('survives storage that throws on read and on write', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readCheckoutDraft(throwing, 'k')).toEqual(emptyCheckoutDraft);
    expect(() => writeCheckoutDraft(throwing, 'k', emptyCheckoutDraft)).not.toThrow();
    expect(() => writeCheckoutDraft(throwing, 'k', null)).not.toThrow();
  });
});
