import {
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { signInFirstMessage } from '@matjar/i18n';
import { Button, Dialog } from '@matjar/ui';
import { useAuthState } from '../../session/session-provider.js';
import { signInFirstMessages as messages } from './sign-in-first.messages.js';

export interface SignInFirstDialogProps {
  /** Whether the prompt is shown. */
  open: boolean;
  /** Called with `false` when the customer dismisses it. */
  onOpenChange: (open: boolean) => void;
  /** Called when the customer chooses to sign in: go to `signInPathFor(current page)`. */
  onSignIn: () => void;
}

/**
 * "Please sign in first": the prompt shown when a visitor tries something only customers may do
 * (add to favorites, rate, complain). It offers to sign in or to carry on browsing.
 *
 * @example
 * const { requireSignIn, dialogProps } = useRequireSignIn();
 * <Button onClick={() => requireSignIn(() => addToFavorites.mutate(id))}>…</Button>
 * <SignInFirstDialog {...dialogProps} onSignIn={() => navigate(signInPathFor(pathname))} />
 */
export function SignInFirstDialog({ open, onOpenChange, onSignIn }: SignInFirstDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(signInFirstMessage)}
      description={intl.formatMessage(messages.body)}
      footer={
        <>
          <Button
            onClick={() => {
              onOpenChange(false);
              onSignIn();
            }}
          >
            {intl.formatMessage(messages.action)}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.later)}
          </Button>
        </>
      }
    />
  );
}

/** What `useRequireSignIn` returns. */
export interface RequireSignIn {
  /** Whether the customer is signed in. */
  isSignedIn: boolean;
  /**
   * Runs `action` for a signed-in customer and returns `true`; for a visitor opens the
   * "sign in first" prompt and returns `false`.
   */
  requireSignIn: (action?: () => void) => boolean;
  /** Spread on `SignInFirstDialog`. */
  dialogProps: { open: boolean; onOpenChange: (open: boolean) => void };
}

/**
 * Guards an action that visitors cannot do: a signed-in customer goes ahead, a visitor is asked to
 * sign in first (render `SignInFirstDialog` with `dialogProps`).
 *
 * @example
 * const { requireSignIn, dialogProps } = useRequireSignIn();
 * <Button onClick={() => requireSignIn(() => rate.mutate(stars))}>Rate</Button>
 * <SignInFirstDialog {...dialogProps} onSignIn={() => navigate(signInPathFor(pathname))} />
 */
export function useRequireSignIn(): RequireSignIn {
  const { isLoggedIn } = useAuthState();
  const [isOpen, setIsOpen] = useState(false);
  const requireSignIn = useCallback(
    (action?: () => void) => {
      if (isLoggedIn) {
        action?.();
        return true;
      }
      // The press is painted first; the prompt (a modal: its portal, focus trap and backdrop)
      // is drawn in the frames after it.
      startTransition(() => setIsOpen(true));
      return false;
    },
    [isLoggedIn],
  );
  return {
    isSignedIn: isLoggedIn,
    requireSignIn,
    dialogProps: { open: isOpen, onOpenChange: setIsOpen },
  };
}

const SignInPromptContext = createContext<((action?: () => void) => boolean) | undefined>(
  undefined,
);

export interface SignInPromptProviderProps {
  /** Called when the customer chooses to sign in: go to `signInPathFor(current page)`. */
  onSignIn: () => void;
  children: ReactNode;
}

/**
 * One "sign in first" prompt for the whole app: any component below may ask for it with
 * `useSignInPrompt()` (a favorite heart on every card, add to cart) without rendering a dialog of
 * its own.
 *
 * @example
 * <SignInPromptProvider onSignIn={() => navigate(signInPathFor(pathname))}>
 *   <Outlet />
 * </SignInPromptProvider>
 */
export function SignInPromptProvider({ onSignIn, children }: SignInPromptProviderProps) {
  const { requireSignIn, dialogProps } = useRequireSignIn();
  return (
    <SignInPromptContext.Provider value={requireSignIn}>
      {children}
      <SignInFirstDialog {...dialogProps} onSignIn={onSignIn} />
    </SignInPromptContext.Provider>
  );
}

/**
 * The app's "sign in first" guard: runs `action` for a signed-in customer and returns `true`; for a
 * visitor opens the prompt of the enclosing `SignInPromptProvider` and returns `false`.
 *
 * @example
 * const requireSignIn = useSignInPrompt();
 * <Button onClick={() => requireSignIn(() => addToCart.mutate(line))}>Add to cart</Button>
 */
export function useSignInPrompt(): (action?: () => void) => boolean {
  const requireSignIn = useContext(SignInPromptContext);
  if (!requireSignIn) {
    throw new Error('useSignInPrompt must be used inside a SignInPromptProvider');
  }
  return requireSignIn;
}
