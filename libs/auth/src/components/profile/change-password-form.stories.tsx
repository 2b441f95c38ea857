import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangePasswordForm } from './change-password-form.js';
import { signedInState, withProfileProviders } from './profile-test-providers.js';

const meta = {
  title: 'auth/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onChanged: fn() },
  parameters: { auth: signedInState },
  decorators: [withProfileProviders],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const English: Story = { globals: { locale: 'en' } };
