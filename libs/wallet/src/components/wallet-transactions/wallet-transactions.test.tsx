import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletTransaction } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { Button } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { transactionsFixture } from '../wallet-fixtures.js';
import { WalletTransactions, type WalletTransactionsProps } from './wallet-transactions.js';
import * as stories from './wallet-transactions.stories.js';

function renderHistory(props: Partial<WalletTransactionsProps> = {}) {
  render(
    <TestI18nProvider locale="en">
      <WalletTransactions transactions={transactionsFixture} {...props} />
    </TestI18nProvider>,
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Wallet transactions' })).getAllByRole('listitem');

describe('WalletTransactions', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names each kind of movement', () => {
    renderHistory();
    const [withdrawal, points, refund, payment, charge] = rows();
    expect(within(withdrawal!).getByText('Withdrawal')).toBeVisible();
    expect(within(points!).getByText('Points converted')).toBeVisible();
    expect(within(refund!).getByText('Refund')).toBeVisible();
    expect(within(payment!).getByText('Order payment')).toBeVisible();
    expect(within(charge!).getByText('Wallet recharge')).toBeVisible();
  });

  it('shows the description, the date and time in Riyadh, and the balance after', () => {
    renderHistory();
    const [withdrawal] = rows();
    expect(within(withdrawal!).getByText('سحب إلى مصرف الراجحي')).toBeVisible();
    const date = within(withdrawal!).getByText(/Nov 22, 2026/);
    expect(date).toHaveTextContent('12:30');
    expect(within(withdrawal!).getByText(/Balance after/)).toHaveTextContent(
      'Balance after: 350.75 Saudi riyals',
    );
  });

  it('shows a charge once when its description only repeats the kind, in English', () => {
    renderHistory({
      transactions: [
        { ...transactionsFixture[4]!, id: 30, description: 'Wallet recharge' },
        { ...transactionsFixture[4]!, id: 31, description: '  wallet   RECHARGE ' },
        { ...transactionsFixture[4]!, id: 32, description: 'Wallet charge' },
      ],
    });
    for (const row of rows()) {
      expect(row).toHaveTextContent(/^Wallet recharge/);
      expect(within(row).getAllByText(/recharge|charge/i)).toHaveLength(1);
    }
  });

  it('shows a charge once when its description only repeats the kind, in Arabic', () => {
    render(
      <TestI18nProvider locale="ar">
        <WalletTransactions
          transactions={[{ ...transactionsFixture[4]!, description: 'شحن المحفظة' }]}
        />
      </TestI18nProvider>,
    );
    const [charge] = within(screen.getByRole('list', { name: 'حركات المحفظة' })).getAllByRole(
      'listitem',
    );
    expect(within(charge!).getAllByText(/شحن المحفظة/)).toHaveLength(1);
  });

  it('shows both the kind and a description that adds to it', () => {
    renderHistory({
      transactions: [
        { ...transactionsFixture[3]!, description: 'Payment of order 100510' },
        { ...transactionsFixture[4]!, id: 33, description: 'By card on the payment page' },
      ],
    });
    const [payment, charge] = rows();
    expect(within(payment!).getByText('Order payment')).toBeVisible();
    expect(within(payment!).getByText('Payment of order 100510')).toBeVisible();
    expect(within(charge!).getByText('Wallet recharge')).toBeVisible();
    expect(within(charge!).getByText('By card on the payment page')).toBeVisible();
  });

  it('shows a description as text, never as markup', () => {
    renderHistory({
      transactions: [{ ...transactionsFixture[1]!, description: '<b>Bonus</b> points' }],
    });
    expect(screen.getByText('<b>Bonus</b> points')).toBeVisible();
  });

  it('signs credits with "+" and debits with "−", and says which they are', () => {
    renderHistory();
    const [withdrawal, points] = rows();
    expect(within(points!).getByText('+')).toHaveAttribute('aria-hidden', 'true');
    expect(within(points!).getByText('credit')).toBeInTheDocument();
    expect(within(points!).getByText('credit').parentElement).toHaveTextContent(
      '25.00 Saudi riyals',
    );
    expect(within(points!).queryByText('−')).not.toBeInTheDocument();

    expect(within(withdrawal!).getByText('−')).toHaveAttribute('aria-hidden', 'true');
    expect(within(withdrawal!).getByText('debit')).toBeInTheDocument();
    // The sign is outside the price: the price itself is the unsigned amount.
    expect(within(withdrawal!).getByText('debit').parentElement).toHaveTextContent(
      /^−debit 100\.00 Saudi riyals/,
    );
  });

  it('marks a withdrawal under review as pending and a refused one as rejected', () => {
    renderHistory({
      transactions: [
        transactionsFixture[0]!,
        { ...transactionsFixture[0]!, id: 20, status: 'rejected' },
        transactionsFixture[4]!,
      ],
    });
    const [pending, rejected, completed] = rows();
    expect(within(pending!).getByText('Pending')).toBeVisible();
    expect(within(pending!).queryByText('Rejected')).not.toBeInTheDocument();
    expect(within(rejected!).getByText('Rejected')).toBeVisible();
    expect(within(rejected!).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(completed!).queryByText(/Pending|Rejected/)).not.toBeInTheDocument();
  });

  it('shows a skeleton while the history loads', () => {
    renderHistory({ transactions: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the transactions…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says there are no transactions yet and offers the way forward', async () => {
    const onRecharge = vi.fn();
    const empty: readonly WalletTransaction[] = [];
    renderHistory({
      transactions: empty,
      emptyAction: <Button onClick={onRecharge}>Recharge balance</Button>,
    });
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recharge balance' }));
    expect(onRecharge).toHaveBeenCalledOnce();
  });
});
