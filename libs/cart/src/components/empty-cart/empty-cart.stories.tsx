import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCartLocale } from '../story-decorators.js';
import { EmptyCart } from './empty-cart.js';

const meta = {
  title: 'cart/EmptyCart',
  component: EmptyCart,
  args: { shopHref: '/' },
  decorators: [withCartLocale],
} satisfies Meta<typeof EmptyCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const English: Story = { globals: { locale: 'en' } };
