import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { emptyWallet, walletFixture } from '../wallet-fixtures.js';
import { WalletSummary, type WalletSummaryProps } from './wallet-summary.js';
import * as stories from './wallet-summary.stories.js';

function renderSummary(props: Partial<WalletSummaryProps> = {}) {
  const onRecharge = vi.fn();
  const onWithdraw = vi.fn();
  render(
    <TestI18nProvider locale="en">
      <WalletSummary
        wallet={walletFixture}
        onRecharge={onRecharge}
        onWithdraw={onWithdraw}
        {...props}
      />
    </TestI18nProvider>,
  );
  return { onRecharge, onWithdraw };
}

describe('WalletSummary', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the current credit under its heading', () => {
    renderSummary();
    const region = screen.getByRole('region', { name: 'Current credit' });
    expect(screen.getByRole('heading', { level: 2, name: 'Current credit' })).toBeVisible();
    expect(region).toHaveTextContent('350.75 Saudi riyals');
  });

  it('says how much is held by withdrawal requests under review', () => {
    renderSummary();
    expect(screen.getByText(/held for withdrawal requests under review/)).toHaveTextContent(
      '100.00 Saudi riyals',
    );
  });

  it('says nothing of held money when none is held', () => {
    renderSummary({ wallet: { ...walletFixture, pending_withdrawals: 0 } });
    expect(screen.queryByText(/held for withdrawal requests/)).not.toBeInTheDocument();
  });

  it('asks to recharge and to withdraw', async () => {
    const { onRecharge, onWithdraw } = renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Recharge balance' }));
    expect(onRecharge).toHaveBeenCalledOnce();
    expect(onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onWithdraw).toHaveBeenCalledOnce();
  });

  it('cannot withdraw from an empty wallet, and says why', async () => {
    const { onWithdraw } = renderSummary({ wallet: emptyWallet });
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('There is no credit to withdraw yet.');
    await userEvent.click(withdraw);
    expect(onWithdraw).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Recharge balance' })).toBeEnabled();
  });

  it('puts its heading at the level it is given', () => {
    renderSummary({ headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Current credit' })).toBeVisible();
  });
});
