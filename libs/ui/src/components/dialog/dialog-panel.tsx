import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useDirection } from '@matjar/i18n';
import { lockPageScroll } from '../../lib/page-scroll-lock.js';
import { CloseIcon } from '../icons/close-icon.js';
import type { DialogProps } from './dialog.js';

/** What the dialog's panel is given: the dialog's props, its state decided by `Dialog`. */
export type DialogPanelProps = Omit<DialogProps, 'trigger' | 'defaultOpen' | 'open'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The dialog itself, over Radix: loaded with its own chunk the first time a dialog opens (see
 * `Dialog`). Focus moves into it when it opens and back to what had it when it closes, or, when
 * that is gone, to the page's `<main>` (focusable with `tabIndex={-1}`).
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  initialFocusRef,
  ref,
}: DialogPanelProps) {
  const intl = useIntl();
  // What had focus when the dialog opened (its trigger, or the control that opened it) gets it
  // back when the dialog closes. Read before the dialog moves focus into itself.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocusTo.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  // The page behind stays still while the dialog is open (Radix's overlay would lock it by
  // restyling the whole page; see `lockPageScroll`). Held before Radix's layer turns the body's
  // pointer events off and let go in the next frame, after the layer has turned them on again.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const release = lockPageScroll();
    return () => void requestAnimationFrame(release);
  }, [open]);
  const direction = useDirection();
  const classes = ['mj-dialog', className].filter(Boolean).join(' ');
  // Radix warns about a dialog without a description unless aria-describedby is explicitly unset.
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* The portal keeps the backdrop until its fade-out has ended, as it does the panel. */}
        <div
          className="mj-dialog__overlay"
          data-state={open ? 'open' : 'closed'}
          aria-hidden="true"
        />
        {/* Portalled to the end of the body, so it carries the language's direction itself. */}
        <DialogPrimitive.Content
          ref={ref}
          className={classes}
          dir={direction}
          {...descriptionProps}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
            // What opened the dialog is gone or hidden (its action opened another page): the focus
            // goes to the page's main content instead of being lost to the document's body.
            const active = document.activeElement;
            if (!active || active === document.body) {
              document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
            }
          }}
          onOpenAutoFocus={
            initialFocusRef
              ? (event) => {
                  if (!initialFocusRef.current) return;
                  event.preventDefault();
                  initialFocusRef.current.focus();
                }
              : undefined
          }
        >
          <div className="mj-dialog__header">
            <DialogPrimitive.Title className="mj-dialog__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="mj-icon-button mj-dialog__close"
              aria-label={intl.formatMessage(commonMessages.close)}
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mj-dialog__description">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children ? <div className="mj-dialog__body">{children}</div> : null}
          {footer ? <div className="mj-dialog__footer">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
