import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { createSessionStore } from '../../session/session-store.js';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { SignInFirstDialog, useRequireSignIn } from './sign-in-first-dialog.js';
import * as stories from './sign-in-first-dialog.stories.js';

function Favorite({ onFavorite, onSignIn }: { onFavorite: () => void; onSignIn: () => void }) {
  const { requireSignIn, dialogProps } = useRequireSignIn();
  return (
    <>
      <button type="button" onClick={() => requireSignIn(onFavorite)}>
        Favorite
      </button>
      <SignInFirstDialog {...dialogProps} onSignIn={onSignIn} />
    </>
  );
}

function renderFavorite(isLoggedIn: boolean) {
  const store = createSessionStore({
    auth: { ...visitorAuthState, isLoggedIn },
    global: emptyGlobalStore,
  });
  const onFavorite = vi.fn();
  const onSignIn = vi.fn();
  render(
    <AuthFlowsProviders locale="en" store={store}>
      <Favorite onFavorite={onFavorite} onSignIn={onSignIn} />
    </AuthFlowsProviders>,
  );
  return { onFavorite, onSignIn };
}

describe('SignInFirstDialog and useRequireSignIn', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      render(<Story />);
      await assertNoAxeViolations(await screen.findByRole('dialog'));
    },
  );

  it('lets a signed-in customer go ahead', async () => {
    const { onFavorite } = renderFavorite(true);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(onFavorite).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in first and takes them to sign in', async () => {
    const { onFavorite, onSignIn } = renderFavorite(false);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByRole('dialog', { name: 'Please sign in first' })).toBeInTheDocument();
    expect(onFavorite).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
