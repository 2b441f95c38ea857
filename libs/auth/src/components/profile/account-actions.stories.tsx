import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { type ApiClient, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { DeleteAccountButton, NotificationsSwitch, SignOutButton } from './account-actions.js';
import { TEST_API_URL, signedInState, withProfileProviders } from './profile-test-providers.js';

/** The longest timeout a browser's timer takes: the unanswered call never times out. */
const NEVER = 2_147_483_647;

/** A store that never answers: the action that called it stays busy. */
const unansweredApi = createApiClient({
  baseUrl: TEST_API_URL,
  getToken: () => 'old-token',
  retries: 0,
  timeout: NEVER,
  fetch: () => new Promise<Response>(() => undefined),
});

/** A store that cannot be reached (offline): every call fails as a network error. */
const unreachableApi = createApiClient({
  baseUrl: TEST_API_URL,
  getToken: () => 'old-token',
  retries: 0,
  fetch: () => Promise.reject(new TypeError('Failed to fetch')),
});

/** Answers the story's calls with `api` instead of the providers' client (which nothing answers). */
function withApi(api: ApiClient): Decorator {
  return (Story) => <ApiClientProvider client={api}>{Story()}</ApiClientProvider>;
}

/** Callbacks of the components the stories render beside the meta's `SignOutButton`. */
const onDeleted = fn().mockName('onDeleted');
const onTurnedOn = fn().mockName('onTurnedOn');

/** A row of the profile menu's list, where the switch and the "delete account" entry sit. */
function MenuRow({ children }: { children: ReactNode }) {
  return (
    <ul className="auth-menu__list" style={{ maxInlineSize: '24rem' }}>
      <li>{children}</li>
    </ul>
  );
}

const deleteAccountRow = () => (
  <MenuRow>
    <DeleteAccountButton onDeleted={onDeleted} />
  </MenuRow>
);

const notificationsRow = () => (
  <MenuRow>
    <NotificationsSwitch onTurnedOn={onTurnedOn} />
  </MenuRow>
);

/** Opens the confirmation of "Delete account" (the dialog opens outside the story's canvas). */
async function openDeleteDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: /حذف الحساب|Delete account/ }),
  );
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** Opens the confirmation and confirms: the deletion is sent. */
async function confirmDeletion(canvasElement: HTMLElement) {
  const dialog = await openDeleteDialog(canvasElement);
  await userEvent.click(
    within(dialog).getByRole('button', { name: /احذف حسابي|Delete my account/ }),
  );
}

/**
 * The account actions of the profile menu, for a signed-in customer (Sara): "Log out", "Delete
 * account" with its confirmation, and the notifications switch.
 */
const meta = {
  title: 'auth/AccountActions',
  component: SignOutButton,
  args: { onSignedOut: fn() },
  parameters: { auth: signedInState },
  decorators: [withProfileProviders],
} satisfies Meta<typeof SignOutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Log out", as the profile menu ends. */
export const SignOut: Story = {};

export const SignOutEnglish: Story = { globals: { locale: 'en' } };

/** After a click, while the store has not answered: the button shows its spinner. */
export const SigningOut: Story = {
  decorators: [withApi(unansweredApi)],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /تسجيل الخروج|Log out/ }),
    );
  },
};

/** The "Delete account" entry of the menu, in the danger tone. */
export const DeleteAccount: Story = { render: deleteAccountRow };

/** Its confirmation, open. */
export const DeleteAccountConfirm: Story = {
  render: deleteAccountRow,
  play: async ({ canvasElement }) => {
    await openDeleteDialog(canvasElement);
  },
};

export const DeleteAccountEnglish: Story = {
  render: deleteAccountRow,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await openDeleteDialog(canvasElement);
  },
};

/** Confirmed, while the store has not answered: "Delete my account" is busy, "Keep" disabled. */
export const DeletingAccount: Story = {
  render: deleteAccountRow,
  decorators: [withApi(unansweredApi)],
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
  },
};

/** Confirmed while offline: the dialog stays open and says why. */
export const DeleteAccountFailed: Story = {
  render: deleteAccountRow,
  decorators: [withApi(unreachableApi)],
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await within(canvasElement.ownerDocument.body).findByRole('alert');
  },
};

/** Notifications on (`notStutus`), as Sara has them. */
export const NotificationsOn: Story = { render: notificationsRow };

export const NotificationsOff: Story = {
  render: notificationsRow,
  parameters: { auth: { ...signedInState, notStutus: false } },
};

export const NotificationsEnglish: Story = {
  render: notificationsRow,
  globals: { locale: 'en' },
};

/** Switched, while the store has not answered: the switch is busy and cannot be pressed again. */
export const NotificationsSwitching: Story = {
  render: notificationsRow,
  parameters: { auth: { ...signedInState, notStutus: false } },
  decorators: [withApi(unansweredApi)],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('switch', {
        name: /تفعيل الإشعارات|Notifications activation/,
      }),
    );
  },
};
