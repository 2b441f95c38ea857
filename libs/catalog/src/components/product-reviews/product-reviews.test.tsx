import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { moreReviewsFixture, reviewsFixture } from '../product-details-fixtures.js';
import { ProductReviews } from './product-reviews.js';
import * as stories from './product-reviews.stories.js';

describe('ProductReviews', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the average rating, the number of reviews and the three newest reviews', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={4.5}
          reviewsCount={38}
          reviews={reviewsFixture}
          hasMore
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('38 reviews')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'نورة العتيبي',
    );
    expect(
      within(items[1] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' }),
    ).toBeInTheDocument();
  });

  it('dates a review in Riyadh time', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={5}
          reviewsCount={1}
          reviews={reviewsFixture.slice(0, 1)}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    // Written at 22:30 UTC on 14 March: already 15 March in Riyadh.
    expect(screen.getByText('Mar 15, 2025')).toHaveAttribute('datetime', '2025-03-14T22:30:00Z');
  });

  it('shows comments in the direction they were written in', () => {
    render(
      <TestI18nProvider locale="ar">
        <ProductReviews
          rating={4.5}
          reviewsCount={5}
          reviews={reviewsFixture}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByText(/Great quality for the price/)).toHaveAttribute('dir', 'auto');
  });

  it('shows the reviewer’s picture, or the initial of their name without one', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={4.5}
          reviewsCount={5}
          reviews={reviewsFixture}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    const [withPicture, withoutPicture] = screen.getAllByRole('listitem');
    expect(within(withPicture as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'src',
      reviewsFixture[0]?.user.image,
    );
    expect(within(withoutPicture as HTMLElement).getByText('F')).toBeInTheDocument();
  });

  it('says so when the product has no reviews yet', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={0}
          reviewsCount={0}
          reviews={[]}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'This product has no reviews yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous reviews' })).not.toBeInTheDocument();
  });

  it('tells assistive technology the reviews are loading', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={0}
          reviewsCount={0}
          reviews={[]}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
          isLoading
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('This product has no reviews yet')).not.toBeInTheDocument();
  });

  it('lists every loaded review in the "Previous reviews" dialog and asks for more', async () => {
    const onLoadMore = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={4.5}
          reviewsCount={7}
          reviews={reviewsFixture}
          hasMore
          onLoadMore={onLoadMore}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previous reviews' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(reviewsFixture.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await assertNoAxeViolations(document.body);
  });

  it('adds the next page to the open dialog and stops offering more at the end', async () => {
    const props = {
      rating: 4.5,
      reviewsCount: 7,
      onLoadMore: () => undefined,
    };
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <ProductReviews {...props} reviews={reviewsFixture} hasMore isLoadingMore={false} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    rerender(
      <TestI18nProvider locale="en">
        <ProductReviews {...props} reviews={reviewsFixture} hasMore isLoadingMore />
      </TestI18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Previous reviews' });
    expect(within(dialog).getByRole('button', { name: /Show more reviews/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <TestI18nProvider locale="en">
        <ProductReviews
          {...props}
          reviews={[...reviewsFixture, ...moreReviewsFixture]}
          hasMore={false}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByRole('heading', { name: 'ريم الزهراني' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Show more reviews/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps a few of five thousand loaded reviews in the dialog, each saying its place', async () => {
    const { FiveThousandLoaded } = composeStories(stories);
    render(<FiveThousandLoaded />);
    await userEvent.click(screen.getByRole('button', { name: 'التقييمات السابقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'التقييمات السابقة' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it('offers no "Previous reviews" when every review is already shown', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductReviews
          rating={4.5}
          reviewsCount={2}
          reviews={reviewsFixture.slice(0, 2)}
          hasMore={false}
          onLoadMore={() => undefined}
          isLoadingMore={false}
        />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Previous reviews' })).not.toBeInTheDocument();
  });
});
