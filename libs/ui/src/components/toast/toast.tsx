import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useDirection } from '@matjar/i18n';
import { toastMessages } from './messages.js';
import { CloseIcon } from '../icons/close-icon.js';

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

interface ToastEntry extends ToastOptions {
  id: string;
  isOpen: boolean;
}

const DEFAULT_DURATION = 5000;
// A closed toast stays in the list long enough to play its exit animation.
const REMOVAL_DELAY = 1000;
const HOTKEY = ['F8'];

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
  const intl = useIntl();
  const direction = useDirection();
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
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
      <ToastPrimitive.Provider
        label={intl.formatMessage(toastMessages.announcement)}
        duration={DEFAULT_DURATION}
        swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onDismiss={dismiss} />
        ))}
        <ToastPrimitive.Viewport
          className="mj-toast-viewport"
          dir={direction}
          hotkey={HOTKEY}
          label={intl.formatMessage(toastMessages.viewportLabel, { hotkey: HOTKEY.join('+') })}
        />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

interface ToastItemProps {
  entry: ToastEntry;
  onDismiss: (id: string) => void;
}

function ToastItem({ entry, onDismiss }: ToastItemProps) {
  const intl = useIntl();
  const { id, isOpen, title, description, variant = 'info', duration, action } = entry;
  return (
    <ToastPrimitive.Root
      className="mj-toast"
      data-variant={variant}
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss(id);
      }}
      duration={duration ?? DEFAULT_DURATION}
      // Radix announces foreground toasts assertively and background ones politely.
      type={variant === 'error' ? 'foreground' : 'background'}
    >
      <span className="mj-toast__icon" aria-hidden="true">
        <ToastIcon variant={variant} />
      </span>
      <div className="mj-toast__text">
        <ToastPrimitive.Title className="mj-toast__title">{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className="mj-toast__description">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      {action ? (
        <ToastPrimitive.Action
          className="mj-toast__action"
          altText={action.label}
          onClick={action.onClick}
        >
          {action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        className="mj-icon-button mj-toast__close"
        aria-label={intl.formatMessage(commonMessages.close)}
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  const strokeProps = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <svg viewBox="0 0 24 24" focusable="false">
      <circle cx="12" cy="12" r="9" {...strokeProps} />
      {variant === 'success' ? <path d="M8 12.5l2.5 2.5L16 9.5" {...strokeProps} /> : null}
      {variant === 'error' ? <path d="M12 7.5v5.5M12 16.5v.01" {...strokeProps} /> : null}
      {variant === 'info' ? <path d="M12 11v5.5M12 7.5v.01" {...strokeProps} /> : null}
    </svg>
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
