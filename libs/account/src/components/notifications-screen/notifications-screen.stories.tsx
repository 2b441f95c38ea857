import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { notificationsFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { NotificationsScreen } from './notifications-screen.js';

const pageOf = <TItem,>(data: TItem[], lastPage = 1) => ({
  data,
  pagination: { total: data.length, per_page: 15, current_page: 1, last_page: lastPage },
});

/** The customer's notifications on two pages; deleting one or all of them is accepted. */
const answers = [
  answerCall(STORY_API_URL, calls.notifications.list, success(pageOf(notificationsFixture, 2))),
  answerCall(STORY_API_URL, calls.notifications.delete, success(null)),
  answerCall(STORY_API_URL, calls.notifications.deleteAll, success(null)),
];

const meta = {
  title: 'account/NotificationsScreen',
  component: NotificationsScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: {
    page: 1,
    orderHrefFor: (orderId) => `/orderDetailes/${orderId}`,
  },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <NotificationsScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notifications, newest first: those about an order lead to it; one or all can be deleted. */
export const Notifications: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The store refuses deletions: the notification comes back and a toast says why. */
export const DeletionRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.notifications.delete, refusal('تعذّر حذف الإشعار الآن')),
        answerCall(
          STORY_API_URL,
          calls.notifications.deleteAll,
          refusal('تعذّر حذف الإشعارات الآن'),
        ),
        ...answers,
      ],
    },
  },
};

/** No notifications. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.notifications.list, success(pageOf([])))],
    },
  },
};

/** The notifications are on their way: a skeleton holds their place. */
export const Loading: Story = {
  parameters: {
    customerStore: { answers: [answerCall(STORY_API_URL, calls.notifications.list, never)] },
  },
};

/** The store failed to give the notifications: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.notifications.list, refusal('Server error', 'exception')),
      ],
    },
  },
};
