import type { Meta, StoryObj } from '@storybook/react-vite';
import { providersFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { ProviderCards } from './provider-cards.js';

const meta = {
  title: 'catalog/ProviderCards',
  component: ProviderCards,
  args: { providers: providersFixture },
  decorators: [withCatalogLocale],
  render: (args) => (
    <section aria-labelledby="story-providers">
      <h2 id="story-providers">المتاجر</h2>
      <ProviderCards {...args} />
    </section>
  ),
} satisfies Meta<typeof ProviderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {};
export const Empty: Story = { args: { providers: [] } };
export const English: Story = { globals: { locale: 'en' } };
