import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  cloneElement,
  useState,
} from 'react';
import { onDemand } from '../../lib/on-demand.js';

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

/** The panel over Radix, loaded the first time a dialog opens (or ahead, with `preloadDialog`). */
const panel = onDemand(() => import('./dialog-panel.js').then((module) => module.DialogPanel));

/**
 * Loads the code of dialogs ahead of the first one, e.g. once the page is idle, so that a dialog
 * opened without a trigger (after a failed action, say) shows at once.
 */
export const preloadDialog: () => Promise<void> = panel.preload;

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A modal dialog: a bottom sheet on phones, a centred panel on wider screens. Focus stays inside it
 * while it is open and returns to the trigger when it closes (to the page's `<main>` when the
 * trigger is gone, its action having opened another page); Escape, the close button and a press on
 * the backdrop close it.
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
export function Dialog(props: DialogProps) {
  const { open, defaultOpen = false, onOpenChange, trigger } = props;
  const isControlled = open !== undefined;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = isControlled ? open : ownOpen;
  // The dialog's code is loaded the first time it opens, and it stays mounted from then on.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  const handleOpenChange = (next: boolean) => {
    if (!isControlled) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const triggerElement = trigger as ReactElement<TriggerProps> | undefined;
  return (
    <>
      {triggerElement
        ? cloneElement(triggerElement, {
            'aria-haspopup': 'dialog',
            'aria-expanded': isOpen,
            'data-state': isOpen ? 'open' : 'closed',
            onClick: (event: MouseEvent<HTMLElement>) => {
              triggerElement.props.onClick?.(event);
              if (!event.defaultPrevented) handleOpenChange(true);
            },
            // A pointer over the trigger or focus on it starts loading the dialog's code.
            onPointerEnter: (event: PointerEvent<HTMLElement>) => {
              triggerElement.props.onPointerEnter?.(event);
              void panel.preload();
            },
            onFocus: (event: FocusEvent<HTMLElement>) => {
              triggerElement.props.onFocus?.(event);
              void panel.preload();
            },
          } as TriggerProps & Record<string, unknown>)
        : null}
      {hasOpened ? (
        <panel.Component {...props} open={isOpen} onOpenChange={handleOpenChange} />
      ) : null}
    </>
  );
}
