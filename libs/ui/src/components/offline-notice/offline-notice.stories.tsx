import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineNotice } from './offline-notice.js';

const meta = {
  title: 'ui/OfflineNotice',
  component: OfflineNotice,
  args: { isOnline: false },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device lost its connection. */
export const Offline: Story = {};

/** Online: an empty live region, ready to announce. */
export const Online: Story = { args: { isOnline: true } };
