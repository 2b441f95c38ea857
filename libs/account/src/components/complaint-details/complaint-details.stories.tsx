import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answeredComplaintFixture,
  pendingComplaintWithImageFixture,
  pendingSuggestionFixture,
} from '../account-fixtures.js';
import { ComplaintDetails } from './complaint-details.js';

const meta = {
  title: 'account/ComplaintDetails',
  component: ComplaintDetails,
  args: { complaint: answeredComplaintFixture },
} satisfies Meta<typeof ComplaintDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {};
export const AwaitingAnswer: Story = { args: { complaint: pendingSuggestionFixture } };
export const LatinTextInArabic: Story = { args: { complaint: pendingComplaintWithImageFixture } };
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '390px' }}>
      <ComplaintDetails {...args} />
    </div>
  ),
};
