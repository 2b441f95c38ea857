import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturn } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { datesItem, pendingReturn, thobeItem } from '../order-fixtures.js';
import { ReturnDetails } from './return-details.js';
import * as stories from './return-details.stories.js';

function renderDetails(orderReturn: OrderReturn, locale: 'ar' | 'en' = 'en') {
  render(
    <TestI18nProvider locale={locale}>
      <ReturnDetails orderReturn={orderReturn} />
    </TestI18nProvider>,
  );
}

const acceptedReturn: OrderReturn = {
  ...pendingReturn,
  status: 'accepted',
  reason: 'The size does not fit',
  items: [
    { ...thobeItem, quantity: 1, price: 189 },
    { ...datesItem, quantity: 2, price: 90 },
  ],
  refund_amount: 279,
};

describe('ReturnDetails', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says a new request is under review, with its date, reason and refund amount', () => {
    renderDetails({ ...pendingReturn, reason: 'The size does not fit' });
    expect(screen.getByText('Under review')).toBeVisible();
    expect(screen.getByText('Requested on').nextElementSibling).toHaveTextContent(
      'November 20, 2026',
    );
    expect(screen.getByText('Reason for the return').nextElementSibling).toHaveTextContent(
      'The size does not fit',
    );
    expect(screen.getByText('Refund amount').nextElementSibling).toHaveTextContent(
      '189.00 Saudi riyals',
    );
    expect(screen.queryByText(/refunded to your wallet/)).not.toBeInTheDocument();
  });

  it('says how much an accepted return refunded to the wallet', () => {
    renderDetails(acceptedReturn);
    const status = screen.getByText(/^Accepted/);
    expect(status).toHaveTextContent(/^Accepted — .*refunded to your wallet$/);
    expect(status).toHaveTextContent('279.00 Saudi riyals');
    expect(screen.queryByText('Under review')).not.toBeInTheDocument();
  });

  it("shows a rejected return with the store's reason and no refund", () => {
    renderDetails({
      ...pendingReturn,
      status: 'rejected',
      reject_reason: 'The product has been used',
    });
    expect(screen.getByText('Rejected')).toBeVisible();
    expect(screen.getByText(/Reason for rejection/)).toHaveTextContent(
      'Reason for rejection: The product has been used',
    );
    expect(screen.queryByText('Refund amount')).not.toBeInTheDocument();
  });

  it('lists the returned items with their variants, quantities and prices', () => {
    renderDetails(acceptedReturn);
    const items = within(screen.getByRole('region', { name: 'Returned products' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(thobeItem.name);
    expect(items[0]).toHaveTextContent('Color: كحلي, Size: 54');
    expect(items[0]).toHaveTextContent('Quantity: 1');
    expect(items[0]).toHaveTextContent('189.00 Saudi riyals');
    expect(items[1]).toHaveTextContent(datesItem.name);
    expect(items[1]).toHaveTextContent('Quantity: 2');
    expect(items[1]).toHaveTextContent('90.00 Saudi riyals');
  });

  it('opens the full photo from its thumbnail', async () => {
    const user = userEvent.setup();
    renderDetails(pendingReturn);
    expect(screen.getByRole('img', { name: 'Return photo 2' })).toHaveAttribute(
      'src',
      pendingReturn.photos[1],
    );
    await user.click(screen.getByRole('button', { name: 'Return photo 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Return photo 2' });
    expect(within(viewer).getByRole('img', { name: 'Return photo 2' })).toHaveAttribute(
      'src',
      pendingReturn.photos[1],
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return photo 2' })).toHaveFocus();
  });

  it('leaves out the photos section when there are none', () => {
    renderDetails({ ...pendingReturn, photos: [] });
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Return photo/ })).not.toBeInTheDocument();
  });
});
