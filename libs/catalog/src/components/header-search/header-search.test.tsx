import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { productsFixture } from '../fixtures.js';
import * as stories from './header-search.stories.js';

const { Closed, OnTheSearchPage } = composeStories(stories);
const dates = productsFixture.find((product) => product.name.includes('تمر'));

describe('HeaderSearch', () => {
  it('opens the search dialog on a tap, and suggests products as the customer types', async () => {
    render(<Closed />);
    await userEvent.click(screen.getByRole('searchbox', { name: 'ابحث عن المنتجات' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'تمر');
    expect(
      await within(dialog).findByRole('link', { name: new RegExp(dates?.name ?? '-') }),
    ).toBeVisible();
  });

  it('sends the word typed in the dialog to the app', async () => {
    const onSearch = fn();
    render(<Closed onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('searchbox'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'قهوة{Enter}');
    expect(onSearch).toHaveBeenCalledWith('قهوة');
  });

  it('closes the dialog when the app shows another page', async () => {
    const { rerender } = render(<Closed />);
    await userEvent.click(screen.getByRole('searchbox'));
    await screen.findByRole('dialog');
    rerender(<Closed pageKey="products-1" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("holds the results' word on the search page, and opens the dialog with it", async () => {
    render(<OnTheSearchPage />);
    expect(screen.getByRole('searchbox')).toHaveValue('قهوة');
    await userEvent.click(screen.getByRole('searchbox'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('searchbox')).toHaveValue('قهوة');
  });
});
