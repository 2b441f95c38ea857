import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { authStateAtom, getToken } from '../../session/session-store.js';
import { ProfileMenu } from './profile-menu.js';
import * as stories from './profile-menu.stories.js';
import { ProfileSummary } from './profile-summary.js';
import {
  ProfileTestProviders,
  TEST_API_URL,
  createTestSession,
  signedInState,
} from './profile-test-providers.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function renderProfile(isSignedIn = true, state = signedInState) {
  const store = createTestSession(isSignedIn ? state : undefined);
  const onSignedOut = vi.fn();
  const onAccountDeleted = vi.fn();
  const onNotificationsTurnedOn = vi.fn();
  render(
    <ProfileTestProviders locale="en" store={store}>
      <ProfileSummary />
      <ProfileMenu
        onSignedOut={onSignedOut}
        onAccountDeleted={onAccountDeleted}
        onNotificationsTurnedOn={onNotificationsTurnedOn}
      />
    </ProfileTestProviders>,
  );
  return { store, onSignedOut, onAccountDeleted, onNotificationsTurnedOn };
}

describe('ProfileMenu', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows a customer every entry of the menu and their phone isolated', () => {
    renderProfile();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    for (const [name, href] of [
      ['My orders', '/orders'],
      ['Scheduled orders', '/schedulesOrders'],
      ['Wallet', '/wallet'],
      ['Rewards points', '/wallet/points'],
      ['Financial accounts', '/wallet/bank-accounts'],
      ['My addresses', '/myAddresses'],
      ['Complaints and suggestions', '/complaints'],
      ['About us', '/aboutUs'],
      ['Privacy policy', '/termsAndPolicy'],
      ['Terms and conditions', '/termsAndConditions'],
      ['Frequently asked questions', '/faqs'],
      ['Rate us', '/contactUs?subject=rating'],
      ['Register as a delegate', '/join/delegate'],
      ['Register as a provider', '/join/provider'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('switch', { name: 'Notifications activation' })).toBeChecked();
    expect(within(menu).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const phone = screen.getByText('+966 50 000 0001');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.closest('a')).toBeNull();
  });

  it('shows a visitor the sign-in call and only the public entries', () => {
    renderProfile(false);
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprofile',
    );
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a provider' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rate us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('keeps the customer signed in and says so when logging out fails', async () => {
    server.use(
      http.delete(`${TEST_API_URL}sign-out`, () =>
        HttpResponse.json({ key: 'exception', msg: 'down', data: null }, { status: 500 }),
      ),
    );
    const { store, onSignedOut } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('An error occurred during logout.')).toBeInTheDocument();
    expect(store.get(authStateAtom).isLoggedIn).toBe(true);
    expect(getToken(store)).toBe('old-token');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('clears the session when logging out succeeds', async () => {
    server.use(
      http.delete(`${TEST_API_URL}sign-out`, () =>
        HttpResponse.json({ key: 'success', msg: 'bye', data: null }),
      ),
    );
    const { store, onSignedOut } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: false, authUser: null });
    expect(getToken(store)).toBeNull();
  });

  it('deletes the account only once the customer confirms', async () => {
    let deletions = 0;
    server.use(
      http.post(`${TEST_API_URL}delete-account`, () => {
        deletions += 1;
        return HttpResponse.json({ key: 'success', msg: 'deleted', data: null });
      }),
    );
    const { store, onAccountDeleted } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletions).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(deletions).toBe(1);
    expect(store.get(authStateAtom).isLoggedIn).toBe(false);
    expect(getToken(store)).toBeNull();
  });

  it('turns notifications off and keeps the choice in the session', async () => {
    server.use(
      http.post(`${TEST_API_URL}switch-notify`, () =>
        HttpResponse.json({ key: 'success', msg: 'off', data: { is_notify: 0 } }),
      ),
    );
    const { store, onNotificationsTurnedOn } = renderProfile();
    const toggle = screen.getByRole('switch', { name: 'Notifications activation' });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(store.get(authStateAtom).notStutus).toBe(false);
    expect(onNotificationsTurnedOn).not.toHaveBeenCalled();
  });

  it('turns notifications on and, within the same click, lets the app ask the browser', async () => {
    server.use(
      http.post(`${TEST_API_URL}switch-notify`, () =>
        HttpResponse.json({ key: 'success', msg: 'on', data: { is_notify: 1 } }),
      ),
    );
    const { store, onNotificationsTurnedOn } = renderProfile(true, {
      ...signedInState,
      notStutus: false,
    });
    const toggle = screen.getByRole('switch', { name: 'Notifications activation' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onNotificationsTurnedOn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(store.get(authStateAtom).notStutus).toBe(true);
  });
});
