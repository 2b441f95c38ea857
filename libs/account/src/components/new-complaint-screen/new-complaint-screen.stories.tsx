import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAccountLocale } from '../story-decorators.js';
import { withCustomerStore } from '@matjar/auth/testing';
import { NewComplaintScreen } from './new-complaint-screen.js';

const meta = {
  title: 'account/NewComplaintScreen',
  component: NewComplaintScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: { onSent: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <NewComplaintScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof NewComplaintScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form, empty. Sending it uploads the complaint with its images (through `XMLHttpRequest`, for
 * the progress bar), which the stories' fake store does not answer: the screen's tests cover what
 * follows.
 */
export const NewComplaint: Story = {};

export const English: Story = { globals: { locale: 'en' } };
