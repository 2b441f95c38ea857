import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import * as stories from './confirm-dialog.stories.js';

const { English, FromAList } = composeStories(stories);

describe('ConfirmDialog', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { baseElement } = render(<Story />);
      // An open dialog is drawn in a lazily loaded panel: wait for it before checking.
      if (Story.args.subject) await screen.findByRole('dialog');
      await assertNoAxeViolations(baseElement);
    },
  );

  it('asks about its subject, with the action and a localized cancel', async () => {
    render(<English />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the address?' });
    expect(dialog).toHaveAccessibleDescription(
      'The address “Home” will be removed from your saved addresses.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('confirms with the subject it was opened for, then closes', async () => {
    const onConfirm = fn();
    const user = userEvent.setup();
    render(<FromAList onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'حذف «العمل»' }));
    await user.click(await screen.findByRole('button', { name: 'حذف' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ name: 'العمل' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels without confirming, by its button or by Escape', async () => {
    const onConfirm = fn();
    const user = userEvent.setup();
    render(<FromAList onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'حذف «العمل»' }));
    await user.click(await screen.findByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'حذف «العمل»' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
