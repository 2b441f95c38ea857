import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onDemand } from '../../lib/on-demand.js';

export type ToastVariant = 'info' | 'success' | 'error';

/** A button in a toast that does something about its message ("Undo", "View cart"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What `toast()` shows. */
export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default `info`. Errors are announced at once; information and successes when the reader is idle. */
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself. Default 5000; `Infinity` keeps it until closed. */
  duration?: number;
  /** Pressing the action also closes the toast. */
  action?: ToastAction;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast on top of the others and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id, if it is still shown. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children: ReactNode;
}

/** A toast in the stack. */
export interface ToastEntry extends ToastOptions {
  id: string;
  isOpen: boolean;
}

// A closed toast stays in the list long enough to play its exit animation.
const REMOVAL_DELAY = 1000;

/** The stack over Radix, loaded with the first toast (or ahead, with `preloadToasts`). */
const stack = onDemand(() => import('./toast-stack.js').then((module) => module.ToastStack));

/**
 * Loads the code of the toast stack ahead of the first toast, e.g. once the page is idle, so that
 * the first toast shows at once.
 */
export const preloadToasts: () => Promise<void> = stack.preload;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows the toasts raised with `useToast()` in a stack at the top of the screen, on the side where
 * lines end (right in English, left in Arabic), newest on top. Place it once, inside the
 * `I18nProvider`, around everything that raises toasts.
 *
 * @example
 * <I18nProvider locale={locale} messages={messages}>
 *   <ToastProvider>
 *     <App />
 *   </ToastProvider>
 * </I18nProvider>
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  // The stack's code loads with the first toast and the stack stays from then on (its region is
  // what F8 reaches).
  const [hasShown, setHasShown] = useState(false);
  if (toasts.length > 0 && !hasShown) setHasShown(true);
  const nextId = useRef(0);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((list) =>
      list.map((entry) => (entry.id === id ? { ...entry, isOpen: false } : entry)),
    );
    const timers = removalTimers.current;
    if (timers.has(id)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        setToasts((list) => list.filter((entry) => entry.id !== id));
      }, REMOVAL_DELAY),
    );
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((list) => [{ ...options, id, isOpen: true }, ...list]);
    return id;
  }, []);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {hasShown ? <stack.Component toasts={toasts} onDismiss={dismiss} /> : null}
    </ToastContext>
  );
}

/**
 * Raises and closes toasts. Throws when no `ToastProvider` is above the component.
 *
 * @example
 * const { toast } = useToast();
 * const addToCart = useAddToCart({
 *   onSuccess: () => toast({ title: intl.formatMessage(successMessages.productAddedToCart), variant: 'success' }),
 * });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error(
      'useToast() was called outside a <ToastProvider>: place a ToastProvider above it.',
    );
  }
  return api;
}
