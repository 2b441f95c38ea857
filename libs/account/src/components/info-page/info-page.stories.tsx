import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyStateMessages } from '@matjar/i18n';
import {
  arabicTermsFixture,
  emptyTermsFixture,
  englishTermsFixture,
  hostilePageFixture,
  plainTextAboutFixture,
} from './fixtures.js';
import { InfoPage, InfoPageSkeleton } from './info-page.js';
import { withContentProviders } from './story-providers.js';

const meta = {
  title: 'account/InfoPage',
  component: InfoPage,
  args: { page: arabicTermsFixture, emptyMessage: emptyStateMessages.noTerms },
  decorators: [withContentProviders],
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  args: { page: englishTermsFixture },
  globals: { locale: 'en' },
};
export const PlainText: Story = { args: { page: plainTextAboutFixture, emptyMessage: undefined } };
/** What a tampered page shows: the text only, nothing that runs, frames or submits. */
export const HostileContent: Story = { args: { page: hostilePageFixture } };
export const EmptyTerms: Story = { args: { page: emptyTermsFixture } };
export const EmptyTermsEnglish: Story = {
  args: { page: { title: 'Terms and conditions', content: '' } },
  globals: { locale: 'en' },
};
export const Loading: Story = { render: () => <InfoPageSkeleton /> };
export const LoadingEnglish: Story = {
  render: () => <InfoPageSkeleton />,
  globals: { locale: 'en' },
};
