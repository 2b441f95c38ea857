import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import * as stories from './account-actions.stories.js';

const {
  SignOut,
  SignOutEnglish,
  SigningOut,
  DeleteAccount,
  DeleteAccountConfirm,
  DeleteAccountEnglish,
  DeletingAccount,
  DeleteAccountFailed,
  NotificationsOn,
  NotificationsOff,
  NotificationsEnglish,
  NotificationsSwitching,
} = composeStories(stories);

beforeEach(() => localStorage.clear());

describe('account actions stories', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      await assertNoAxeViolations(container);
    },
  );

  it('offers "Log out" in Arabic and in English', () => {
    const arabic = render(<SignOut />);
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeEnabled();
    arabic.unmount();

    render(<SignOutEnglish />);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the sign-out busy while the store does not answer', async () => {
    const { container } = render(<SigningOut />);
    await SigningOut.play?.({ canvasElement: container });
    // Busy, the button's name ends with its spinner's "Loading…".
    expect(await screen.findByRole('button', { name: /^تسجيل الخروج/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('offers "Delete account" and asks to confirm, in Arabic and in English', async () => {
    render(<DeleteAccount />);
    expect(screen.getByRole('button', { name: 'حذف الحساب' })).toBeInTheDocument();

    const arabic = render(<DeleteAccountConfirm />);
    await DeleteAccountConfirm.play?.({ canvasElement: arabic.container });
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد حذف حسابك؟' });
    expect(within(dialog).getByRole('button', { name: 'احذف حسابي' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على حسابي' })).toBeEnabled();
    arabic.unmount();

    const english = render(<DeleteAccountEnglish />);
    await DeleteAccountEnglish.play?.({ canvasElement: english.container });
    const englishDialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(englishDialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('keeps the confirmation busy while deleting, and says why when the store is unreachable', async () => {
    const deleting = render(<DeletingAccount />);
    await DeletingAccount.play?.({ canvasElement: deleting.container });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /^احذف حسابي/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على حسابي' })).toBeDisabled();
    deleting.unmount();

    const failed = render(<DeleteAccountFailed />);
    await DeleteAccountFailed.play?.({ canvasElement: failed.container });
    const failedDialog = await screen.findByRole('dialog');
    expect(within(failedDialog).getByRole('alert')).toHaveTextContent(
      'حدث خطأ أثناء الاتصال بالخادم.',
    );
  });

  it('shows the notifications switch on, off, in English, and busy', async () => {
    const on = render(<NotificationsOn />);
    expect(screen.getByRole('switch', { name: 'تفعيل الإشعارات' })).toBeChecked();
    on.unmount();

    const off = render(<NotificationsOff />);
    expect(screen.getByRole('switch', { name: 'تفعيل الإشعارات' })).not.toBeChecked();
    off.unmount();

    const english = render(<NotificationsEnglish />);
    expect(screen.getByRole('switch', { name: 'Notifications activation' })).toBeChecked();
    english.unmount();

    const switching = render(<NotificationsSwitching />);
    await NotificationsSwitching.play?.({ canvasElement: switching.container });
    const toggle = screen.getByRole('switch', { name: 'تفعيل الإشعارات' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toBeDisabled();
  });
});
