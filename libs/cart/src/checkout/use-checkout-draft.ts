import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuthState } from '@matjar/auth';
import {
  type CheckoutDraft,
  browserStorage,
  checkoutDraftKey,
  emptyCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft.js';

/** The drafts read so far, by storage key: one object per saved text, as snapshots need. */
const drafts = new Map<string, CheckoutDraft>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab changed (or cleared) a draft: read it again.
    if (event.key === null || event.key.startsWith('matjar.checkout.')) {
      if (event.key) drafts.delete(event.key);
      else drafts.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshotOf(key: string | null): CheckoutDraft {
  if (!key) return emptyCheckoutDraft;
  let draft = drafts.get(key);
  if (!draft) {
    draft = readCheckoutDraft(browserStorage(), key);
    drafts.set(key, draft);
  }
  return draft;
}

function save(key: string, draft: CheckoutDraft | null) {
  drafts.set(key, draft ?? emptyCheckoutDraft);
  writeCheckoutDraft(browserStorage(), key, draft);
  notify();
}

const serverSnapshot = () => emptyCheckoutDraft;

export interface CheckoutDraftApi {
  draft: CheckoutDraft;
  /** Changes some choices and saves them. */
  update: (patch: Partial<CheckoutDraft>) => void;
  /** Forgets every choice: after the order is placed. */
  clear: () => void;
  /**
   * The `Idempotency-Key` of the order being placed: the saved one, or a new one saved at once, so
   * every press until the order is placed (in any tab) sends the same key.
   */
  ensureIdempotencyKey: () => string;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The signed-in customer's checkout choices (order type and slot, address, recipient, note,
 * payment method, bank, and the order's idempotency key), kept on this device for a day and shared
 * by the checkout's pages and tabs. Empty on the server and during hydration.
 *
 * @example
 * const { draft, update } = useCheckoutDraft();
 * <OrderTypePicker orderType={draft.order_type} onOrderTypeChange={(order_type) => update({ order_type })} … />
 */
export function useCheckoutDraft(): CheckoutDraftApi {
  const customerId = useAuthState().authUser?.id;
  const key = customerId === undefined ? null : checkoutDraftKey(customerId);
  const draft = useSyncExternalStore(subscribe, () => snapshotOf(key), serverSnapshot);
  const update = useCallback(
    (patch: Partial<CheckoutDraft>) => {
      if (!key) return;
      save(key, { ...snapshotOf(key), ...patch, saved_at: Date.now() });
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) save(key, null);
  }, [key]);
  const ensureIdempotencyKey = useCallback(() => {
    const saved = key ? snapshotOf(key).idempotency_key : null;
    if (saved) return saved;
    const created = newKey();
    if (key) save(key, { ...snapshotOf(key), idempotency_key: created, saved_at: Date.now() });
    return created;
  }, [key]);
  return useMemo(
    () => ({ draft, update, clear, ensureIdempotencyKey }),
    [draft, update, clear, ensureIdempotencyKey],
  );
}
