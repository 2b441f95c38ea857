import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { VirtualList } from './virtual-list.js';
import * as stories from './virtual-list.stories.js';

interface Address {
  id: number;
  name: string;
}

const addresses = (count: number): Address[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Address ${index + 1}` }));

function AddressRows({
  items,
  onEndReached,
}: {
  items: readonly Address[];
  onEndReached?: () => void;
}) {
  return (
    <VirtualList
      aria-label="Saved addresses"
      items={items}
      itemKey={(address) => address.id}
      estimateSize={100}
      onEndReached={onEndReached}
      renderItem={(address) => (
        <>
          <span>{address.name}</span>
          <button type="button">Edit {address.name}</button>
        </>
      )}
    />
  );
}

/**
 * Scrolls the page to `offset` pixels, as a wheel or a scrollbar would. jsdom has no layout: the
 * list stands at the top of the page, so it moves up by as much as the page scrolls.
 */
function scrollPageTo(offset: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, -offset, 0, 0),
    );
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('VirtualList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('keeps a few dozen rows of five thousand in the page, each saying its place', () => {
    render(<AddressRows items={addresses(5000)} />);
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows[0]).toHaveTextContent('Address 1');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it('shows the rows of the part of the list scrolled to, and the last one at the end', () => {
    render(<AddressRows items={addresses(5000)} />);
    scrollPageTo(250_000);
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    expect(within(list).queryByText('Address 1')).not.toBeInTheDocument();
    expect(within(list).getByText('Address 2501')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(200);

    scrollPageTo(5000 * 100);
    expect(within(list).getByText('Address 5000')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(200);
  });

  it('moves focus with Tab into the row below the last visible one', async () => {
    render(<AddressRows items={addresses(5000)} />);
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    const visibleRows = Math.ceil(window.innerHeight / 100);
    for (let row = 1; row <= visibleRows + 1; row += 1) await userEvent.tab();
    expect(
      within(list).getByRole('button', { name: `Edit Address ${visibleRows + 1}` }),
    ).toHaveFocus();
  });

  it('keeps the row that has focus while the list scrolls a little away from it', async () => {
    render(<AddressRows items={addresses(5000)} />);
    await userEvent.tab();
    const edit = screen.getByRole('button', { name: 'Edit Address 1' });
    expect(edit).toHaveFocus();
    scrollPageTo(3000);
    expect(edit).toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(200);
  });

  it('asks for more items once the last row is in the page', () => {
    const onEndReached = vi.fn();
    render(<AddressRows items={addresses(100)} onEndReached={onEndReached} />);
    expect(onEndReached).not.toHaveBeenCalled();
    scrollPageTo(100 * 100);
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('renders the first rows on the server and hydrates them without a mismatch', async () => {
    const items = addresses(5000);
    const html = renderToString(<AddressRows items={items} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(within(container).getAllByRole('listitem')).toHaveLength(10);
    expect(within(container).getByText('Address 10')).toBeInTheDocument();

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, <AddressRows items={items} />, { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(within(container).getByText('Address 1')).toBeInTheDocument();
    expect(within(container).getAllByRole('listitem').length).toBeLessThanOrEqual(200);
    act(() => root.unmount());
    container.remove();
  });

  it('shows every row of a short list', () => {
    render(
      <TestI18nProvider locale="en">
        <AddressRows items={addresses(3)} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
