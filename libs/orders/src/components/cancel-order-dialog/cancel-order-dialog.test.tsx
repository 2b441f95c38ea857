import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { CancelReason } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderDialog, type CancelOrderDialogProps } from './cancel-order-dialog.js';
import * as stories from './cancel-order-dialog.stories.js';

const reasons: CancelReason[] = [
  { id: 1, name: 'I ordered by mistake' },
  { id: 2, name: 'I found a better price elsewhere' },
];

function renderDialog(props: Partial<CancelOrderDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  const ui = (overrides: Partial<CancelOrderDialogProps>) => (
    <TestI18nProvider locale="en">
      <CancelOrderDialog
        open
        onOpenChange={onOpenChange}
        reasons={reasons}
        onConfirm={onConfirm}
        {...props}
        {...overrides}
      />
    </TestI18nProvider>
  );
  const view = render(ui({}));
  return {
    onConfirm,
    onOpenChange,
    rerenderWith: (overrides: Partial<CancelOrderDialogProps>) => view.rerender(ui(overrides)),
  };
}

const confirmButton = () => screen.getByRole('button', { name: /^Cancel the order/ });
const reasonGroup = () => screen.getByRole('radiogroup', { name: /Reason for cancelling/ });

describe('CancelOrderDialog', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      render(<Story />);
      await assertNoAxeViolations(await screen.findByRole('dialog'));
    },
  );

  it("offers the store's reasons and another reason", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Cancel the order' })).toBeVisible();
    const reasons = within(reasonGroup()).getAllByRole('radio');
    expect(reasons).toHaveLength(3);
    for (const reason of reasons) expect(reason).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'I ordered by mistake' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'I found a better price elsewhere' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Other reason' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks for a reason instead of cancelling without one', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(reasonGroup()).toHaveAccessibleDescription('Please choose a reason for cancelling');
    expect(screen.getByRole('radio', { name: 'I ordered by mistake' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'I ordered by mistake' }));
    expect(screen.queryByText('Please choose a reason for cancelling')).not.toBeInTheDocument();
  });

  it("cancels with the chosen reason's text", async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'I found a better price elsewhere' }));
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('I found a better price elsewhere');
  });

  it('asks for the other reason to be written instead of sending a blank one', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    const field = screen.getByRole('textbox', { name: /Your reason/ });
    await userEvent.type(field, '   ');
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please choose a reason for cancelling');
    expect(field).toHaveFocus();
  });

  it('cancels with the typed reason, trimmed', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Your reason/ }),
      '  The address is wrong  ',
    );
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('The address is wrong');
  });

  it('keeps the order and closes on "Keep the order"', async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the reasons load, and cannot be confirmed', async () => {
    const { onConfirm } = renderDialog({ reasons: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the reasons…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the store's refusal and keeps the chosen reason", async () => {
    const { onConfirm, rerenderWith } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Too late');
    await userEvent.click(confirmButton());
    rerenderWith({ error: 'This order can no longer be cancelled' as ReactNode });
    expect(screen.getByRole('alert')).toHaveTextContent('This order can no longer be cancelled');
    expect(screen.getByRole('radio', { name: 'Other reason' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Your reason/ })).toHaveValue('Too late');
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenLastCalledWith('Too late');
  });

  it('shows the cancel working and ignores another press', async () => {
    const { onConfirm } = renderDialog({ isPending: true });
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('forgets the choice when opened again', async () => {
    const { rerenderWith } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'I ordered by mistake' }));
    rerenderWith({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerenderWith({ open: true });
    expect(screen.getByRole('radio', { name: 'I ordered by mistake' })).not.toBeChecked();
  });
});
