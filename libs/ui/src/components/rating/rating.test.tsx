import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Rating } from './rating.js';
import { RatingInput } from './rating-input.js';
import * as stories from './rating.stories.js';

describe('Rating', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('reads out the rating', () => {
    render(
      <TestI18nProvider locale="en">
        <Rating value={4.5} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows how many ratings there are and reads them out', () => {
    render(
      <TestI18nProvider locale="en">
        <Rating value={4} count={1280} />
        <Rating value={5} count={1} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('img', { name: 'Rated 4 out of 5 from 1,280 ratings' }),
    ).toHaveTextContent('(1,280)');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 from 1 rating' })).toBeInTheDocument();
  });

  it('keeps the rating between 0 and 5', () => {
    render(
      <TestI18nProvider locale="en">
        <Rating value={7} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('colours whole stars and the part of the last one the rating reaches', () => {
    const filled = (value: number) => {
      const { container, unmount } = render(
        <TestI18nProvider locale="ar">
          <Rating value={value} />
        </TestI18nProvider>,
      );
      const fill = container.querySelector<HTMLElement>('.mj-rating__stars-fill');
      const share = fill ? fill.style.inlineSize : 'none';
      unmount();
      return share;
    };
    // Five 24-unit stars, 3 units apart: 132 units in all.
    expect(filled(0)).toBe('none');
    expect(filled(1)).toBe('20.45%');
    expect(filled(4.5)).toBe('90.91%');
    expect(filled(5)).toBe('100%');
  });

  it('draws no picture of its own: a page of ratings shares the stylesheet’s row of stars', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((card) => (
          <Rating key={card} value={3.5} />
        ))}
      </TestI18nProvider>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelectorAll('.mj-rating__stars')).toHaveLength(10);
  });

  it('fills the stars the stylesheet draws, five 24-unit stars 27 units apart', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'rating.css'), 'utf8');
    const mask = /--mj-rating-stars: url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1] ?? '';
    const svg = decodeURIComponent(mask);
    expect(svg).toContain("viewBox='0 0 132 24'");
    expect([...svg.matchAll(/M(\d+) 2\.6/g)].map((move) => Number(move[1]))).toEqual([
      12, 39, 66, 93, 120,
    ]);
  });
});

// Each arrow is held and then released, as a person's finger does.
const pressArrow = async (key: 'ArrowLeft' | 'ArrowRight') => {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
};

describe('RatingInput', () => {
  it('offers five stars, named one by one', () => {
    render(
      <TestI18nProvider locale="en">
        <RatingInput />
      </TestI18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });

  it('rates with the star the user presses', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RatingInput onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('moves to the next star with the right arrow in English', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RatingInput defaultValue={2} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await pressArrow('ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('moves to the next star with the left arrow in Arabic', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <RatingInput defaultValue={2} onChange={onChange} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('dir', 'rtl');
    await userEvent.tab();
    await pressArrow('ArrowLeft');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await pressArrow('ArrowRight');
    await pressArrow('ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves the rating to its parent when controlled', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RatingInput value={null} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <RatingInput defaultValue={3} isDisabled onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });
});
