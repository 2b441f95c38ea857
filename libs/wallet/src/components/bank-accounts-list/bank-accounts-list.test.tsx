import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { Button } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { bankAccountsFixture } from '../wallet-fixtures.js';
import { BankAccountsList, type BankAccountsListProps } from './bank-accounts-list.js';
import * as stories from './bank-accounts-list.stories.js';

const [rajhi, ahli] = bankAccountsFixture;

function renderList(props: Partial<BankAccountsListProps> = {}) {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <TestI18nProvider locale="en">
      <BankAccountsList accounts={bankAccountsFixture} {...handlers} {...props} />
    </TestI18nProvider>,
  );
  return handlers;
}

describe('BankAccountsList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows each account with its bank, holder, number and IBAN grouped by four', () => {
    renderList();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('مصرف الراجحي')).toBeVisible();
    expect(within(first!).getByText('سارة العتيبي')).toBeVisible();
    expect(within(first!).getByText('6080 1016 7519 001')).toBeVisible();
    expect(within(first!).getByText('SA46 8000 0608 0101 6751 9001')).toBeVisible();
    expect(within(second!).getByText('SA85 1000 0012 3456 7890 1234')).toBeVisible();
  });

  it('deletes an account only after the customer confirms', async () => {
    const { onDelete } = renderList();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Delete the البنك الأهلي السعودي account ending in 1234',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    expect(dialog).toHaveAccessibleDescription(
      'The البنك الأهلي السعودي account ending in 1234 will no longer be offered for withdrawals.',
    );
    await assertNoAxeViolations(dialog);
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(ahli);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the account when the customer cancels the deletion', async () => {
    const { onDelete } = renderList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the مصرف الراجحي account ending in 9001' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the account to edit to the caller', async () => {
    const { onEdit } = renderList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit the مصرف الراجحي account ending in 9001' }),
    );
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(rajhi);
  });

  it('shows the account being deleted as waiting, and only that one', () => {
    renderList({ pendingId: ahli?.id });
    expect(
      screen.getByRole('button', { name: /Delete the البنك الأهلي السعودي account/ }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(
      screen.getByRole('button', { name: /Edit the البنك الأهلي السعودي account/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /Edit the مصرف الراجحي account/ })).toBeEnabled();
  });

  it('says when there is no bank account and offers the way to add one', () => {
    renderList({ accounts: [], emptyAction: <Button>Add a bank account</Button> });
    expect(screen.getByRole('heading', { name: 'No bank accounts yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a bank account' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
