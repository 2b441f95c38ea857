import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { createSessionStore } from '../../session/session-store.js';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import {
  SignInFirstDialog,
  SignInPromptProvider,
  useRequireSignIn,
  useSignInPrompt,
} from './sign-in-first-dialog.js';
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

  it('shares one prompt among every button below the provider', async () => {
    const store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
    const onSignIn = vi.fn();
    const onAdd = vi.fn();
    function AddButton({ name }: { name: string }) {
      const requireSignIn = useSignInPrompt();
      return (
        <button type="button" onClick={() => requireSignIn(onAdd)}>
          {name}
        </button>
      );
    }
    render(
      <AuthFlowsProviders locale="en" store={store}>
        <SignInPromptProvider onSignIn={onSignIn}>
          <AddButton name="Add dates" />
          <AddButton name="Add coffee" />
        </SignInPromptProvider>
      </AuthFlowsProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add coffee' }));
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('names the missing provider when the prompt is asked for outside one', () => {
    function Orphan() {
      useSignInPrompt();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/SignInPromptProvider/);
  });
});
