import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, failureMessage } from '@matjar/i18n';
import { Button, Dialog, FormAlert, useToast } from '@matjar/ui';
import { useDeleteAccount, useSignOut } from '../../hooks/auth-mutations.js';
import { useSwitchNotifications } from '../../hooks/use-notifications-switch.js';
import { useAuthState } from '../../session/session-provider.js';
import { profileMenuMessages } from './messages.js';

export interface NotificationsSwitchProps {
  /**
   * Called within the click that turns notifications on, so the app can ask the browser for the
   * notification permission (browsers only prompt inside a user gesture).
   */
  onTurnedOn?: () => void;
}

/**
 * The "notifications activation" switch of the profile menu: shows `notStutus` and changes it on
 * the server; a failure leaves it as it was and says so in a toast.
 *
 * @example
 * <NotificationsSwitch onTurnedOn={() => void askNotificationPermission()} />
 */
export function NotificationsSwitch({ onTurnedOn }: NotificationsSwitchProps = {}) {
  const intl = useIntl();
  const { toast } = useToast();
  const { notStutus } = useAuthState();
  const switchNotifications = useSwitchNotifications();
  const handleClick = () => {
    if (!notStutus) onTurnedOn?.();
    switchNotifications.mutate(!notStutus, {
      onError: (error) =>
        toast({
          variant: 'error',
          title:
            failureMessage(intl, error) ??
            intl.formatMessage(profileMenuMessages.notificationsFailed),
        }),
    });
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={notStutus}
      className="auth-menu__item auth-switch"
      data-state={notStutus ? 'on' : 'off'}
      aria-busy={switchNotifications.isPending || undefined}
      disabled={switchNotifications.isPending}
      onClick={handleClick}
    >
      <span className="auth-menu__label">
        {intl.formatMessage(profileMenuMessages.notifications)}
      </span>
      <span className="auth-switch__track" aria-hidden="true">
        <span className="auth-switch__thumb" />
      </span>
    </button>
  );
}

export interface SignOutButtonProps {
  /** After the session is cleared (go home). */
  onSignedOut?: () => void;
}

/**
 * Logs out of this device. On success the session and the query cache are cleared and
 * `onSignedOut` runs; on failure the customer stays signed in and a toast says
 * "An error occurred during logout."
 *
 * @example
 * <SignOutButton onSignedOut={() => navigate('/')} />
 */
export function SignOutButton({ onSignedOut }: SignOutButtonProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const handleClick = () => {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        await queryClient.invalidateQueries();
        onSignedOut?.();
      },
      onError: () =>
        toast({ variant: 'error', title: intl.formatMessage(errorMessages.logoutFailed) }),
    });
  };
  return (
    <Button
      variant="secondary"
      isFullWidth
      isLoading={signOut.isPending}
      onClick={handleClick}
      className="auth-menu__logout"
    >
      {intl.formatMessage(profileMenuMessages.logout)}
    </Button>
  );
}

export interface DeleteAccountButtonProps {
  /** After the account is deleted and the session cleared (go home). */
  onDeleted?: () => void;
}

/**
 * "Delete account" with its confirmation dialog (spec modal "delete account confirm"). Confirming
 * deletes the account, clears the session and the query cache, then runs `onDeleted`; a failure is
 * shown in the dialog, which stays open.
 *
 * @example
 * <DeleteAccountButton onDeleted={() => navigate('/')} />
 */
export function DeleteAccountButton({ onDeleted }: DeleteAccountButtonProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const handleOpenChange = (open: boolean) => {
    if (deleteAccount.isPending) return;
    if (!open) deleteAccount.reset();
    setIsOpen(open);
  };
  const handleConfirm = () => {
    deleteAccount.mutate(undefined, {
      onSuccess: async () => {
        setIsOpen(false);
        await queryClient.invalidateQueries();
        onDeleted?.();
      },
    });
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <button type="button" className="auth-menu__item" data-tone="danger">
          <span className="auth-menu__label">
            {intl.formatMessage(profileMenuMessages.deleteAccount)}
          </span>
        </button>
      }
      title={intl.formatMessage(profileMenuMessages.deleteConfirmTitle)}
      description={intl.formatMessage(profileMenuMessages.deleteConfirmBody)}
      footer={
        <>
          <Button variant="danger" isLoading={deleteAccount.isPending} onClick={handleConfirm}>
            {intl.formatMessage(profileMenuMessages.deleteConfirm)}
          </Button>
          <Button
            variant="ghost"
            disabled={deleteAccount.isPending}
            onClick={() => handleOpenChange(false)}
          >
            {intl.formatMessage(profileMenuMessages.keepAccount)}
          </Button>
        </>
      }
    >
      <FormAlert
        message={deleteAccount.isError ? failureMessage(intl, deleteAccount.error) : undefined}
      />
    </Dialog>
  );
}
