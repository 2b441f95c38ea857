import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyHomeFixture, homeFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { HomeSections } from './home-sections.js';

const meta = {
  title: 'catalog/HomeSections',
  component: HomeSections,
  args: { home: homeFixture },
  decorators: [withCatalogLocale],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { home: emptyHomeFixture } };
export const OnlyProducts: Story = {
  args: { home: { ...homeFixture, banners: [], categories: [], providers: [] } },
};
export const English: Story = { globals: { locale: 'en' } };
