import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withCatalogLocale } from '../story-decorators.js';
import { SearchForm } from './search-form.js';

const meta = {
  title: 'catalog/SearchForm',
  component: SearchForm,
  decorators: [withCatalogLocale],
  args: { id: 'story-search', onSearch: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem', paddingBlockEnd: '3rem' }}>
      <SearchForm {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** On the search page: the word of the results on show. */
export const WithWord: Story = { args: { defaultValue: 'تمر سكري' } };

/** The server was sent a blank word: the form says so at once. */
export const BlankWordSent: Story = { args: { initialError: 'يرجى كتابة كلمة البحث' } };
