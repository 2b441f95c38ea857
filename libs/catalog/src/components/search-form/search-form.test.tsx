import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import * as stories from './search-form.stories.js';

const { Empty, English, WithWord, BlankWordSent } = composeStories(stories);

describe('SearchForm', () => {
  it('is a plain GET form to the search page, working before any script', async () => {
    const { container } = render(<Empty />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'ابحث عن المنتجات' })).toHaveAttribute(
      'name',
      'q',
    );
    await assertNoAxeViolations(container);
  });

  it('gives the app the word typed, trimmed', async () => {
    const onSearch = fn();
    render(<Empty onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '  قهوة عربية ');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(onSearch).toHaveBeenCalledWith('قهوة عربية');
  });

  it('refuses a blank word in place, and forgets the refusal as the customer types', async () => {
    const onSearch = fn();
    render(<English onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please type something to search for');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Please type something to search for');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, 'dates');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the word of the results on show, and a refusal the server made', () => {
    render(<WithWord />);
    expect(screen.getByRole('searchbox')).toHaveValue('تمر سكري');
    render(<BlankWordSent />);
    expect(screen.getByRole('alert')).toHaveTextContent('يرجى كتابة كلمة البحث');
  });
});
