import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogLocale } from '../story-decorators.js';
import { HomeSectionsSkeleton } from './home-sections-skeleton.js';

const meta = {
  title: 'catalog/HomeSectionsSkeleton',
  component: HomeSectionsSkeleton,
  decorators: [withCatalogLocale],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeSectionsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const English: Story = { globals: { locale: 'en' } };
