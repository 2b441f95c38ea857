import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { AddressList } from './address-list.js';
import * as stories from './address-list.stories.js';

const { TwoAddresses, FiveThousandAddresses } = composeStories(stories);
const [home, work] = TwoAddresses.args.locations ?? [];

function renderList() {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onSetDefault: vi.fn() };
  render(
    <TestI18nProvider locale="en">
      <AddressList locations={[home!, work!]} {...handlers} />
    </TestI18nProvider>,
  );
  return handlers;
}

describe('AddressList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('marks the default address and offers to make another one the default', async () => {
    const { onSetDefault } = renderList();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(
      within(first!).queryByRole('button', { name: /the default address/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(second!).getByRole('button', { name: 'Make “العمل” the default address' }),
    );
    expect(onSetDefault).toHaveBeenCalledWith(work);
  });

  it('keeps an Arabic name and address in an English card isolated, aligned with the card', () => {
    renderList();
    const [first] = screen.getAllByRole('listitem');
    const name = within(first!).getByText(home!.name);
    const address = within(first!).getByText(home!.address);
    for (const text of [name, address]) {
      // Isolated inline, so its letters and digits keep their order…
      expect(text.tagName).toBe('BDI');
      // …in a line that takes the card's direction (and so its alignment), not its own.
      expect(text.parentElement?.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    }
  });

  it('deletes an address only after the customer confirms', async () => {
    const { onDelete } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “المنزل”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(onDelete).toHaveBeenCalledWith(home);
  });

  it('keeps the address when the customer cancels the deletion', async () => {
    const { onDelete } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “العمل”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the address to edit to the caller', async () => {
    const { onEdit } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Edit “العمل”' }));
    expect(onEdit).toHaveBeenCalledWith(work);
  });

  it('keeps a few of five thousand addresses in the page, each saying its place', () => {
    render(<FiveThousandAddresses />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(within(rows[0]!).getByText('العنوان 1')).toBeInTheDocument();
  });

  it('says when there is no saved address', () => {
    render(
      <TestI18nProvider locale="en">
        <AddressList locations={[]} onEdit={vi.fn()} onDelete={vi.fn()} onSetDefault={vi.fn()} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
  });
});
