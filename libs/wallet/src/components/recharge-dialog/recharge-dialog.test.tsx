import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { RechargeDialog, type RechargeDialogProps } from './recharge-dialog.js';
import * as stories from './recharge-dialog.stories.js';

function renderDialog(props: Partial<RechargeDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  const ui = (overrides: Partial<RechargeDialogProps>) => (
    <TestI18nProvider locale="en">
      <RechargeDialog
        open
        onOpenChange={onOpenChange}
        min={10}
        max={5000}
        onSubmit={onSubmit}
        {...props}
        {...overrides}
      />
    </TestI18nProvider>
  );
  const view = render(ui({}));
  return {
    onSubmit,
    onOpenChange,
    rerenderWith: (overrides: Partial<RechargeDialogProps>) => view.rerender(ui(overrides)),
  };
}

const amountField = () => screen.getByRole('textbox', { name: /Amount in riyals/ });
const submitButton = () => screen.getByRole('button', { name: /^Continue to payment/ });

describe('RechargeDialog', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      render(<Story />);
      await assertNoAxeViolations(await screen.findByRole('dialog'));
    },
  );

  it('asks for an amount between the bounds and says where the card is paid', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Recharge balance' })).toBeVisible();
    expect(amountField()).toHaveAttribute('inputmode', 'decimal');
    expect(amountField()).toHaveAccessibleDescription(
      'Between 10.00 Saudi riyals and 5,000.00 Saudi riyals',
    );
    expect(screen.getByText(/your card details never reach Matjar/)).toBeVisible();
  });

  it('sends the typed amount', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '150.50');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(150.5);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator, with Enter too', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '١٥٠٫٧٥{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(150.75);
  });

  it('asks for the amount instead of sending a blank one', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription(/Please enter the amount$/);
    expect(amountField()).toHaveFocus();
  });

  it.each([
    ['12.345', 'Enter an amount in riyals, up to 2 decimals'],
    ['abc', 'Enter an amount in riyals, up to 2 decimals'],
    ['5', 'The smallest recharge is 10.00 Saudi riyals'],
    ['5000.01', 'The largest recharge is 5,000.00 Saudi riyals'],
  ])('refuses %s in place and sends nothing', async (typed, message) => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), typed);
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription(new RegExp(`${message}$`));
  });

  it('clears the message once the amount is corrected', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '5');
    await userEvent.click(submitButton());
    expect(screen.getByText(/The smallest recharge is/)).toBeVisible();
    await userEvent.type(amountField(), '0');
    expect(screen.queryByText(/The smallest recharge is/)).not.toBeInTheDocument();
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(50);
  });

  it('offers the quick amounts within the bounds, and one fills the field', async () => {
    const { onSubmit } = renderDialog({ min: 100, max: 300 });
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(['100', '200']);
    await userEvent.click(screen.getByRole('button', { name: '200' }));
    expect(amountField()).toHaveValue('200');
    expect(screen.getByRole('button', { name: '200' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '100' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(200);
  });

  it('offers every quick amount with the usual bounds', () => {
    renderDialog();
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['50', '100', '200', '500']);
  });

  it('shows the payment being started and ignores another press', async () => {
    const { onSubmit } = renderDialog({ isPending: true });
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the store's refusal and keeps the amount", async () => {
    const { onSubmit, rerenderWith } = renderDialog();
    await userEvent.type(amountField(), '250');
    await userEvent.click(submitButton());
    rerenderWith({ error: 'The payment could not be started' });
    expect(screen.getByRole('alert')).toHaveTextContent('The payment could not be started');
    expect(amountField()).toHaveValue('250');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(250);
  });

  it('closes on "Cancel" without sending', async () => {
    const { onSubmit, onOpenChange } = renderDialog();
    await userEvent.type(amountField(), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forgets the amount when opened again', async () => {
    const { rerenderWith } = renderDialog();
    await userEvent.type(amountField(), '250');
    rerenderWith({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerenderWith({ open: true });
    expect(amountField()).toHaveValue('');
  });
});
