import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileMenu } from './profile-menu.js';
import { ProfileSummary } from './profile-summary.js';
import { signedInState, withProfileProviders } from './profile-test-providers.js';

const meta = {
  title: 'auth/ProfileMenu',
  component: ProfileMenu,
  args: {
    onSignedOut: fn(),
    onAccountDeleted: fn(),
    languageSwitch: (
      <button type="button" className="auth-menu__item">
        <span className="auth-menu__label">اللغة</span>
        <span className="auth-menu__value" lang="en">
          English
        </span>
      </button>
    ),
  },
  decorators: [withProfileProviders],
  render: (args) => (
    <div className="auth-profile-page">
      <ProfileSummary />
      <ProfileMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { parameters: { auth: signedInState } };
export const Visitor: Story = {};
export const CustomerEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { auth: signedInState },
};
export const NotificationsOff: Story = {
  parameters: { auth: { ...signedInState, notStutus: false } },
};
