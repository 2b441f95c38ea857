import type { Meta, StoryObj } from '@storybook/react-vite';
import { bannersFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { BannerStrip } from './banner-strip.js';

const meta = {
  title: 'catalog/BannerStrip',
  component: BannerStrip,
  args: { banners: bannersFixture },
  decorators: [withCatalogLocale],
  render: (args) => (
    <section aria-labelledby="story-banners">
      <h2 id="story-banners">مختارات مميزة</h2>
      <BannerStrip {...args} />
    </section>
  ),
} satisfies Meta<typeof BannerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banners: Story = {};
export const OneBanner: Story = { args: { banners: bannersFixture.slice(0, 1) } };
export const Empty: Story = { args: { banners: [] } };
export const English: Story = { args: { banners: [] }, globals: { locale: 'en' } };
export const EnglishBanners: Story = { globals: { locale: 'en' } };
