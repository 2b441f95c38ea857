import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { notificationsFixture, notificationsFixtureNow } from '../account-fixtures.js';
import { NotificationsList, type NotificationsListProps } from './notifications-list.js';

/** Deletes for real in the story: the list follows what the customer presses. */
function ManagedNotificationsList({ onDelete, onDeleteAll, ...props }: NotificationsListProps) {
  const [notifications, setNotifications] = useState(props.notifications);
  return (
    <NotificationsList
      {...props}
      notifications={notifications}
      onDelete={(id) => {
        onDelete(id);
        setNotifications((current) => current.filter((item) => item.id !== id));
      }}
      onDeleteAll={() => {
        onDeleteAll();
        setNotifications([]);
      }}
    />
  );
}

const meta = {
  title: 'account/NotificationsList',
  component: NotificationsList,
  args: {
    notifications: notificationsFixture,
    onDelete: fn(),
    onDeleteAll: fn(),
    orderHrefFor: (orderId: number) => `/order-details?id=${orderId}`,
    now: notificationsFixtureNow,
  },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <ManagedNotificationsList {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const AllRead: Story = {
  args: { notifications: notificationsFixture.map((item) => ({ ...item, is_read: true })) },
};
export const DeletingAll: Story = { args: { isDeletingAll: true } };
export const Empty: Story = { args: { notifications: [] } };
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '390px' }}>
      <ManagedNotificationsList {...args} />
    </div>
  ),
};
