import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDialog } from '@matjar/ui';
import * as stories from './product-reviews-section.stories.js';

const { WithReviews, ManyReviews, NoReviews, Loading, Failed, English } = composeStories(stories);

beforeAll(async () => {
  await preloadDialog();
});

describe('ProductReviewsSection stories', () => {
  it("WithReviews: the store's newest reviews under an Arabic heading", async () => {
    await WithReviews.run();
    const section = screen.getByRole('region', { name: 'التقييمات' });
    expect(await within(section).findByText('نورة العتيبي')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'التقييمات السابقة' })).toBeInTheDocument();
  });

  it('ManyReviews: "Show more reviews" asks the store for the next pages until all are loaded', async () => {
    const user = userEvent.setup();
    await ManyReviews.run();
    await user.click(await screen.findByRole('button', { name: 'التقييمات السابقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'التقييمات السابقة' });
    const showMore = () =>
      within(dialog).queryByRole('button', { name: 'عرض المزيد من التقييمات' });
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(showMore()).not.toHaveAttribute('aria-busy'));
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(showMore()).not.toBeInTheDocument());
  });

  it('NoReviews: says the product has no reviews yet', async () => {
    await NoReviews.run();
    expect(
      await screen.findByRole('heading', { name: 'لا توجد تقييمات لهذا المنتج بعد' }),
    ).toBeInTheDocument();
  });

  it('Loading: the section is busy while the first page loads', async () => {
    await Loading.run();
    expect(screen.getByRole('region', { name: 'التقييمات' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Failed: an alert with a button to try again', async () => {
    await Failed.run();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    );
    expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('English: the heading and the previous reviews in English', async () => {
    await English.run();
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(
      await within(section).findByRole('button', { name: 'Previous reviews' }),
    ).toBeInTheDocument();
  });
});
