import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, Ref, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useDirection } from '@matjar/i18n';
import { CloseIcon } from '../icons/close-icon.js';

export interface DialogProps {
  /** Whether the dialog is shown. Pass it with `onOpenChange` to control the dialog from outside. */
  open?: boolean;
  /** Whether the dialog starts open when it manages its own state (with a `trigger`). */
  defaultOpen?: boolean;
  /** Called with `false` when the user closes the dialog (Escape, the close button, a press outside). */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a `Button`) that opens the dialog when pressed. */
  trigger?: ReactElement;
  /** Names the dialog for assistive technology; shown as its heading. */
  title: ReactNode;
  /** A short sentence under the title; read out when the dialog opens. */
  description?: ReactNode;
  /** The body of the dialog. */
  children?: ReactNode;
  /** The dialog's actions, laid out at its foot (the primary action first in reading order). */
  footer?: ReactNode;
  className?: string;
  /**
   * What takes focus when the dialog opens, when it is not its first control (a search box the
   * dialog exists for). By default the first focusable element does.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog: a bottom sheet on phones, a centred panel on wider screens. Focus stays inside it
 * while it is open and returns to the trigger when it closes; Escape, the close button and a press
 * on the backdrop close it.
 *
 * @example
 * <Dialog
 *   open={isOpen}
 *   onOpenChange={setIsOpen}
 *   title="Delete the address?"
 *   description="This cannot be undone."
 *   footer={<Button variant="danger" onClick={handleDelete}>Delete</Button>}
 * />
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
  initialFocusRef,
  ref,
}: DialogProps) {
  const intl = useIntl();
  const direction = useDirection();
  const classes = ['mj-dialog', className].filter(Boolean).join(' ');
  // Radix warns about a dialog without a description unless aria-describedby is explicitly unset.
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="mj-dialog__overlay" />
        {/* Portalled to the end of the body, so it carries the language's direction itself. */}
        <DialogPrimitive.Content
          ref={ref}
          className={classes}
          dir={direction}
          {...descriptionProps}
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
