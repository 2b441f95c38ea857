import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useState } from 'react';
import { useAuthState } from '@matjar/auth';
import type { PickedImage } from '@matjar/ui';

/** The receipts chosen in this page's life, by customer: moving between checkout pages keeps them. */
const chosen = new Map<number, PickedImage | null>();

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
  const [receipt, setState] = useState<PickedImage | null>(
    customerId === undefined ? null : (chosen.get(customerId) ?? null),
  );

  useEffect(() => {
    if (customerId === undefined) return;
    if (chosen.has(customerId)) {
      setState(chosen.get(customerId) ?? null);
      return;
    }
    if (!hasIndexedDb()) return;
    let isCurrent = true;
    get<unknown>(receiptKey(customerId))
      .then((stored) => {
        if (!isCurrent || chosen.has(customerId)) return;
        const restored = isPickedImage(stored) ? stored : null;
        chosen.set(customerId, restored);
        setState(restored);
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
      setState(next);
      if (customerId === undefined) return;
      chosen.set(customerId, next);
      if (!hasIndexedDb()) return;
      const saving = next ? set(receiptKey(customerId), next) : del(receiptKey(customerId));
      saving.catch(() => {
        // Not kept across a reload; still chosen for this page.
      });
    },
    [customerId],
  );

  return [receipt, setReceipt];
}
