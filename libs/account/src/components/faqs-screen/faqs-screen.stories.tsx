import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { arabicFaqsFixture, englishFaqsFixture } from '../faq-list/fixtures.js';
import { withContentProviders } from '../info-page/story-providers.js';
import { FaqsScreen } from './faqs-screen.js';

const meta = {
  title: 'account/FaqsScreen',
  component: FaqsScreen,
  args: { faqs: arabicFaqsFixture, onRetry: fn(), isRetrying: false },
  decorators: [withContentProviders],
} satisfies Meta<typeof FaqsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's questions; each opens its answer. */
export const Questions: Story = {};

export const English: Story = { args: { faqs: englishFaqsFixture }, globals: { locale: 'en' } };

/** The store failed to give the questions: the screen offers to try again. */
export const StoreDown: Story = { args: { faqs: null } };

/** Trying again: the button waits. */
export const Retrying: Story = { args: { faqs: null, isRetrying: true } };
