import * as ToastPrimitive from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { commonMessages, useDirection } from '@matjar/i18n';
import { CloseIcon } from '../icons/close-icon.js';
import { toastMessages } from './messages.js';
import type { ToastEntry, ToastVariant } from './toast.js';

const DEFAULT_DURATION = 5000;
const HOTKEY = ['F8'];

/** What `ToastProvider` hands the stack: its toasts, newest first. */
export interface ToastStackProps {
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
}

/**
 * The stack of toasts over Radix, loaded with its own chunk when the first toast is raised (see
 * `ToastProvider`): a region F8 reaches, on the side where lines end, newest on top.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const intl = useIntl();
  const direction = useDirection();
  return (
    <ToastPrimitive.Provider
      label={intl.formatMessage(toastMessages.announcement)}
      duration={DEFAULT_DURATION}
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
    >
      {toasts.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onDismiss={onDismiss} />
      ))}
      <ToastPrimitive.Viewport
        className="mj-toast-viewport"
        dir={direction}
        hotkey={HOTKEY}
        label={intl.formatMessage(toastMessages.viewportLabel, { hotkey: HOTKEY.join('+') })}
      />
    </ToastPrimitive.Provider>
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
