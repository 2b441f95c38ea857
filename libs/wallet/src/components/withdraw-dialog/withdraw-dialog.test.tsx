import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsFixture } from '../wallet-fixtures.js';
import { WithdrawDialog, type WithdrawDialogProps } from './withdraw-dialog.js';
import * as stories from './withdraw-dialog.stories.js';

function renderDialog(props: Partial<WithdrawDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  const ui = (overrides: Partial<WithdrawDialogProps>) => (
    <TestI18nProvider locale="en">
      <WithdrawDialog
        open
        onOpenChange={onOpenChange}
        balance={350.75}
        accounts={bankAccountsFixture}
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
    rerenderWith: (overrides: Partial<WithdrawDialogProps>) => view.rerender(ui(overrides)),
  };
}

const amountField = () => screen.getByRole('textbox', { name: /Amount in riyals/ });
const sendButton = () => screen.getByRole('button', { name: /^Send withdrawal request/ });
const otherAccount = () => screen.getByRole('radio', { name: 'Another bank account' });

// Radix's radio group measures its hidden form input with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('WithdrawDialog', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      render(<Story />);
      await assertNoAxeViolations(await screen.findByRole('dialog'));
    },
  );

  it('shows the balance, the saved accounts with their IBAN and the review note', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your balance' });
    expect(within(dialog).getByText('350.75 Saudi riyals')).toBeInTheDocument();
    const rajhi = screen.getByRole('radio', { name: 'مصرف الراجحي' });
    expect(rajhi).toBeChecked();
    expect(rajhi).toHaveAccessibleDescription('SA46 8000 0608 0101 6751 9001');
    expect(screen.getByRole('radio', { name: 'البنك الأهلي السعودي' })).not.toBeChecked();
    expect(otherAccount()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('The administration reviews withdrawals; the amount is held until then.'),
    ).toBeVisible();
    expect(amountField()).toHaveFocus();
  });

  it('sends the amount typed in Arabic-Indic digits with the chosen saved account', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '١٥٠٫٥');
    await userEvent.click(screen.getByRole('radio', { name: 'البنك الأهلي السعودي' }));
    await userEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ amount: 150.5, bank_account_id: 2 });
  });

  it('sends with Enter from the amount field', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '100{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ amount: 100, bank_account_id: 1 });
  });

  it('refuses in place to withdraw more than the balance', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '350.76');
    await userEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription(
      'More than your balance of 350.75 Saudi riyals',
    );
    expect(amountField()).toHaveFocus();
    await userEvent.type(amountField(), '{Backspace}');
    expect(amountField()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for an amount, and for one in riyals with at most 2 decimals', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(sendButton());
    expect(amountField()).toHaveAccessibleDescription('Please enter the amount');
    await userEvent.type(amountField(), '12.345');
    await userEvent.click(sendButton());
    expect(amountField()).toHaveAccessibleDescription(
      'Enter an amount in riyals, up to 2 decimals',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reveals the account fields for another account and checks them in place', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(amountField(), '50');
    await userEvent.click(otherAccount());
    const details = screen.getByRole('group', { name: 'The bank account details' });
    await userEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const holder = within(details).getByRole('textbox', { name: /Account holder name/ });
    expect(holder).toHaveAccessibleDescription('Please enter the account holder name');
    expect(holder).toHaveFocus();
    expect(within(details).getByRole('textbox', { name: /Bank name/ })).toHaveAccessibleDescription(
      'Please enter the bank name',
    );
    expect(
      within(details).getByRole('textbox', { name: /Bank account number/ }),
    ).toHaveAccessibleDescription('Please enter the account number');
    expect(within(details).getByRole('textbox', { name: /IBAN/ })).toHaveAccessibleDescription(
      /Please enter the IBAN/,
    );
  });

  it('sends another account with an IBAN typed in Arabic-Indic digits and spaces, normalized', async () => {
    const { onSubmit } = renderDialog({ accounts: [] });
    expect(otherAccount()).toBeChecked();
    await userEvent.type(amountField(), '200');
    await userEvent.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'Sara ');
    await userEvent.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Al Rajhi Bank');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Bank account number/ }),
      '٦٠٨٠١٠١٦٧٥١٩٠٠١',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /IBAN/ }),
      'SA٤٦ ٨٠٠٠ ٠٦٠٨ ٠١٠١ ٦٧٥١ ٩٠٠١',
    );
    await userEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      amount: 200,
      account_name: 'Sara',
      bank_name: 'Al Rajhi Bank',
      account_number: '608010167519001',
      iban: 'SA4680000608010167519001',
    });
  });

  it('refuses an IBAN with a wrong check digit and sends nothing', async () => {
    const { onSubmit } = renderDialog({ accounts: [] });
    await userEvent.type(amountField(), '200');
    await userEvent.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'Sara');
    await userEvent.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Al Rajhi Bank');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Bank account number/ }),
      '608010167519001',
    );
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'SA47 8000 0608 0101 6751 9001');
    await userEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(iban).toHaveAccessibleDescription(/The IBAN is incorrect/);
    expect(iban).toHaveFocus();
  });

  it('focuses the amount first when it and the account are both wrong', async () => {
    const { onSubmit } = renderDialog({ accounts: [] });
    await userEvent.type(amountField(), '1000');
    await userEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountField()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a skeleton for the choice while the accounts load and cannot be sent', async () => {
    const { onSubmit } = renderDialog({ accounts: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bank accounts…');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.type(amountField(), '100');
    expect(sendButton()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the store's refusal and keeps what was typed", async () => {
    const { onSubmit, rerenderWith } = renderDialog();
    await userEvent.type(amountField(), '120');
    await userEvent.click(screen.getByRole('radio', { name: 'البنك الأهلي السعودي' }));
    await userEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledOnce();
    rerenderWith({ error: 'A withdrawal request is already under review' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A withdrawal request is already under review',
    );
    expect(amountField()).toHaveValue('120');
    expect(screen.getByRole('radio', { name: 'البنك الأهلي السعودي' })).toBeChecked();
  });

  it('ignores another press while the request is being sent', async () => {
    const { onSubmit } = renderDialog({ isPending: true });
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes with Cancel and starts afresh when opened again', async () => {
    const { onOpenChange, rerenderWith } = renderDialog();
    await userEvent.type(amountField(), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerenderWith({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerenderWith({ open: true });
    expect(amountField()).toHaveValue('');
  });
});
