import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { fn } from 'storybook/test';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { HeaderSearch } from './header-search.js';

const meta = {
  title: 'catalog/HeaderSearch',
  component: HeaderSearch,
  decorators: [withCustomerStore, withCatalogLocale],
  args: { id: 'story-header-search', currentWord: '', onSearch: fn(), pageKey: 'home' },
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.catalog.search, ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          const found = productsFixture.filter((product) => product.name.includes(q));
          return success({
            data: found,
            pagination: { total: found.length, per_page: 24, current_page: 1, last_page: 1 },
          });
        }),
      ],
    },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <HeaderSearch {...args} />
    </div>
  ),
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap on the field opens the search dialog; typing "تمر" suggests dates. */
export const Closed: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** On the search page: the field holds the word of the results. */
export const OnTheSearchPage: Story = { args: { currentWord: 'قهوة' } };
