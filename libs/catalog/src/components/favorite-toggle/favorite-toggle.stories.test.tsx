import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import * as stories from './favorite-toggle.stories.js';

const { NotFavorite, Favorite, Pending, Refused, Visitor, Large, OnAProductCard, English } =
  composeStories(stories);

// The stories' `play` presses the heart with the user-event Storybook gives it; here, the tests'.
beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadToasts()]);
});

const ARABIC_NAME = 'المفضلة: قهوة عربية سعودية بالهيل والزعفران ٥٠٠ جم';
// `hidden`: a heart stays a heart while a dialog above the page hides it from the reader.
const heart = (name = ARABIC_NAME) => screen.getByRole('button', { name, hidden: true });

describe('FavoriteToggle stories', () => {
  it('NotFavorite: an empty heart, named in Arabic, that fills when pressed', async () => {
    await NotFavorite.run();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
  });

  it('Favorite and Large: a filled heart once the favorites are read', async () => {
    await Favorite.run();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await Large.run();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAttribute('data-size', 'large');
  });

  it('Pending: the pressed heart is filled and busy while the store does not answer', async () => {
    await Pending.run({ userEvent: userEvent.setup() });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-busy', 'true'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('Refused: the heart empties again and a toast says the store could not be reached', async () => {
    await Refused.run({ userEvent: userEvent.setup() });
    expect(await screen.findByText('حدث خطأ أثناء الاتصال بالخادم.')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('Visitor: asks to sign in first and leaves the heart empty', async () => {
    await Visitor.run({ userEvent: userEvent.setup() });
    expect(
      await screen.findByRole('dialog', { name: 'يرجى تسجيل الدخول أولًا' }),
    ).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('OnAProductCard: the card shows the favorite heart of its own', async () => {
    await OnAProductCard.run();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('English: the heart is named in English', async () => {
    await English.run();
    const englishHeart = () =>
      heart('Favorite: Saudi Arabic coffee with cardamom and saffron, 500 g');
    await waitFor(() => expect(englishHeart()).toHaveAttribute('aria-pressed', 'true'));
  });
});
