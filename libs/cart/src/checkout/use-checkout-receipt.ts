import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAuthState } from '@matjar/auth';
import type { PickedImage } from '@matjar/ui';

/**
 * The receipts chosen in this page's life, by customer (0 while the customer is not known yet):
 * moving between checkout pages keeps them. Components read it as an external store.
 */
const chosen = new Map<number, PickedImage | null>();
const listeners = new Set<() => void>();

function choose(owner: number, receipt: PickedImage | null) {
  chosen.set(owner, receipt);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const receiptKey = (customerId: number) => `matjar.checkout-receipt.${customerId}`;

function isPickedImage(value: unknown): value is PickedImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'file' in value &&
    value.file instanceof Blob
  );
}

/** IndexedDB, where files can be kept across a reload; absent on servers and some private modes. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * The bank-transfer receipt picked at the checkout, kept in the browser's IndexedDB so a reload
 * does not lose it (when IndexedDB cannot be used, it lives as long as the page).
 *
 * @example
 * const [receipt, setReceipt] = useCheckoutReceipt();
 * <PaymentMethodPicker receipt={receipt} onReceiptChange={setReceipt} … />
 */
export function useCheckoutReceipt(): [PickedImage | null, (receipt: PickedImage | null) => void] {
  const customerId = useAuthState().authUser?.id;
  const owner = customerId ?? 0;
  const receipt = useSyncExternalStore(
    subscribe,
    () => chosen.get(owner) ?? null,
    // The server renders no receipt: it is only ever on the customer's device.
    () => null,
  );

  useEffect(() => {
    if (customerId === undefined || chosen.has(customerId) || !hasIndexedDb()) return;
    let isCurrent = true;
    get<unknown>(receiptKey(customerId))
      .then((stored) => {
        if (!isCurrent || chosen.has(customerId)) return;
        choose(customerId, isPickedImage(stored) ? stored : null);
      })
      .catch(() => {
        // An unreadable store means no receipt was kept: the customer picks it again.
      });
    return () => {
      isCurrent = false;
    };
  }, [customerId]);

  const setReceipt = useCallback(
    (next: PickedImage | null) => {
      choose(owner, next);
      if (customerId === undefined || !hasIndexedDb()) return;
      const saving = next ? set(receiptKey(customerId), next) : del(receiptKey(customerId));
      saving.catch(() => {
        // Not kept across a reload; still chosen for this page.
      });
    },
    [customerId, owner],
  );

  return [receipt, setReceipt];
}
