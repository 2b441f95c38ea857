import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { complaintsFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { ComplaintsScreen } from './complaints-screen.js';

const pageOf = <TItem,>(data: TItem[], lastPage = 1) => ({
  data,
  pagination: { total: data.length, per_page: 10, current_page: 1, last_page: lastPage },
});

const meta = {
  title: 'account/ComplaintsScreen',
  component: ComplaintsScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: {
    page: 1,
    hrefFor: (id) => `/complaints/${id}`,
  },
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.complaints.list, success(pageOf(complaintsFixture, 2))),
      ],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <ComplaintsScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The complaints and suggestions sent, newest first, each leading to its page; two pages. */
export const Complaints: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Nothing sent yet. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.complaints.list, success(pageOf([])))],
    },
  },
};

/** The list is on its way: a skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.complaints.list, never)] },
  },
};

/** The store failed to give the list: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.complaints.list, refusal('Server error', 'exception')),
      ],
    },
  },
};
