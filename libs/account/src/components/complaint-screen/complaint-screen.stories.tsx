import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { useLocale } from '@matjar/i18n';
import { Breadcrumbs } from '@matjar/ui';
import { answeredComplaintFixture, pendingSuggestionFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { ComplaintScreen } from './complaint-screen.js';

/** The trail as the app draws it: the way back to the list, then the complaint's number. */
function StoryTrail({ number }: { number: string | undefined }) {
  const list = {
    label: useLocale() === 'ar' ? 'الشكاوى والاقتراحات' : 'Complaints and suggestions',
    href: '/complaints',
  };
  return <Breadcrumbs items={number ? [list, { label: number }] : [list]} />;
}

const meta = {
  title: 'account/ComplaintScreen',
  component: ComplaintScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: {
    id: answeredComplaintFixture.id,
    listHref: '/complaints',
    renderTrail: (number) => <StoryTrail number={number} />,
  },
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.complaints.details, ({ params }) =>
          params['id'] === String(answeredComplaintFixture.id)
            ? success(answeredComplaintFixture)
            : params['id'] === String(pendingSuggestionFixture.id)
              ? success(pendingSuggestionFixture)
              : refusal('Not found'),
        ),
      ],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '40rem' }}>
      <ComplaintScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof ComplaintScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complaint the store has answered, with its photos; the trail ends at its number. */
export const Answered: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A suggestion still waiting for the store's answer. */
export const Waiting: Story = { args: { id: pendingSuggestionFixture.id } };

/** The store knows no such complaint (or it is another customer's): not found, with the way back. */
export const NotFound: Story = { args: { id: 999 } };

/** The complaint is on its way: a skeleton holds its place under the trail. */
export const Loading: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.complaints.details, never)] },
  },
};

/** The store failed to answer: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.complaints.details, refusal('Server error', 'exception')),
      ],
    },
  },
};
