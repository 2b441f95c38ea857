import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationsBell } from './notifications-bell.js';

const meta = {
  title: 'account/NotificationsBell',
  component: NotificationsBell,
  args: { count: 3, href: '/notifications' },
  render: (args) => (
    // The bell sits in the header's dark bar.
    <div
      style={{
        display: 'inline-flex',
        padding: '0.5rem',
        background: 'var(--mj-color-brand-strong)',
        color: 'var(--mj-color-text-inverse)',
      }}
    >
      <NotificationsBell {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const NoneUnread: Story = { args: { count: 0 } };
export const MoreThanNine: Story = { args: { count: 27 } };
export const English: Story = { globals: { locale: 'en' } };
