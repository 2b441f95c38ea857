import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PushEnvironment } from '../../lib/web-push.js';
import { withPushLocale } from '../story-decorators.js';
import { AlertsPermissionPrompt } from './alerts-permission-prompt.js';

/** A browser whose customer answers the prompt with `answer`. */
function browser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): PushEnvironment {
  const notification = {
    permission,
    requestPermission: () => {
      notification.permission = answer;
      return Promise.resolve(answer);
    },
  };
  return {
    notification,
    serviceWorker: { register: () => Promise.reject(new Error('no worker in stories')) },
  };
}

const meta = {
  title: 'Push/AlertsPermissionPrompt',
  component: AlertsPermissionPrompt,
  decorators: [withPushLocale],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AlertsPermissionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: the browser asks only when the customer presses the button. */
export const Undecided: Story = { args: { environment: browser('default', 'granted') } };

export const UndecidedInEnglish: Story = {
  args: { environment: browser('default', 'granted') },
  globals: { locale: 'en' },
};

/** The customer allows alerts: a short confirmation replaces the offer. */
export const TurnedOn: Story = {
  args: { environment: browser('default', 'granted') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on alerts' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alerts are on');
  },
};

/** Blocked in the browser: how to allow them. */
export const Blocked: Story = { args: { environment: browser('denied') } };

export const BlockedInEnglish: Story = {
  args: { environment: browser('denied') },
  globals: { locale: 'en' },
};
