import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  arabicTermsFixture,
  emptyTermsFixture,
  englishTermsFixture,
  plainTextAboutFixture,
} from '../info-page/fixtures.js';
import { withContentProviders } from '../info-page/story-providers.js';
import { InfoScreen } from './info-screen.js';

const meta = {
  title: 'account/InfoScreen',
  component: InfoScreen,
  args: { kind: 'terms', page: arabicTermsFixture, onRetry: fn(), isRetrying: false },
  decorators: [withContentProviders],
} satisfies Meta<typeof InfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms as the store wrote them. */
export const Terms: Story = {};

export const English: Story = { args: { page: englishTermsFixture }, globals: { locale: 'en' } };

/** About us, which the store sends as plain text. */
export const About: Story = { args: { kind: 'about', page: plainTextAboutFixture } };

/** The terms without content: not published yet. */
export const TermsNotPublished: Story = { args: { page: emptyTermsFixture } };

/** The store failed to give the page: the screen offers to try again. */
export const StoreDown: Story = { args: { page: null } };
