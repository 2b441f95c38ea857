import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@matjar/ui';
import { fn } from 'storybook/test';
import { RECENT_SEARCHES_KEY } from '../../lib/recent-searches.js';
import { productsFixture } from '../fixtures.js';
import { withCatalogLocale } from '../story-decorators.js';
import { SearchDialog, type SearchDialogProps } from './search-dialog.js';
import { searchDialogMessages } from './messages.js';

/**
 * Stores `searches` as this device's recent searches before the story renders, so the story looks
 * the same in Storybook and in `composeStories` tests.
 */
function searchedOnThisDevice(searches: readonly string[]): Decorator {
  return (Story) => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
    return <Story />;
  };
}

/** The dialog with the button that opens it again once closed. */
function SearchDialogDemo(args: SearchDialogProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {intl.formatMessage(searchDialogMessages.title)}
      </Button>
      <SearchDialog
        {...args}
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          args.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'catalog/SearchDialog',
  component: SearchDialog,
  args: { open: true, onOpenChange: fn(), onSearch: fn(), onQueryChange: fn() },
  decorators: [withCatalogLocale, searchedOnThisDevice([])],
  render: (args) => <SearchDialogDemo {...args} />,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const RecentSearches: Story = {
  decorators: [searchedOnThisDevice(['تمر سكري', 'قهوة عربية بالهيل', 'دهن عود', 'سماعات'])],
};
export const Suggestions: Story = {
  args: { initialQuery: 'تمر', suggestions: productsFixture },
};
export const LoadingSuggestions: Story = {
  args: { initialQuery: 'قهو', isLoadingSuggestions: true },
};
export const NoResults: Story = {
  args: { initialQuery: 'مركبة فضائية', suggestions: [] },
};
export const English: Story = {
  args: { initialQuery: 'dates', suggestions: productsFixture.slice(0, 3) },
  globals: { locale: 'en' },
};
