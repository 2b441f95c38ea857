import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { discountedProduct } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { FavoriteButton, type FavoriteButtonProps } from './favorite-button.js';

/** Keeps the state in the story, so pressing the heart fills and empties it. */
function StatefulFavoriteButton({ isFavorite: initial, onToggle, ...props }: FavoriteButtonProps) {
  const [isFavorite, setIsFavorite] = useState(initial);
  return (
    <FavoriteButton
      {...props}
      isFavorite={isFavorite}
      onToggle={() => {
        setIsFavorite((current) => !current);
        onToggle();
      }}
    />
  );
}

const meta = {
  title: 'catalog/FavoriteButton',
  component: FavoriteButton,
  args: { isFavorite: false, onToggle: fn(), productName: discountedProduct.name },
  decorators: [withCatalogLocale],
  render: (args) => <StatefulFavoriteButton {...args} />,
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavorite: Story = {};
export const Favorite: Story = { args: { isFavorite: true } };
export const Pending: Story = { args: { isFavorite: true, isPending: true } };
export const Large: Story = { args: { size: 'large' } };
export const English: Story = {
  args: { productName: 'Saudi coffee with cardamom' },
  globals: { locale: 'en' },
};
