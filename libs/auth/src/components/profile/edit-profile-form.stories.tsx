import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditProfileForm } from './edit-profile-form.js';
import { signedInState, testCities, withProfileProviders } from './profile-test-providers.js';

const meta = {
  title: 'auth/EditProfileForm',
  component: EditProfileForm,
  args: { cities: testCities, countryId: 1, onSaved: fn() },
  parameters: { auth: signedInState },
  decorators: [withProfileProviders],
} satisfies Meta<typeof EditProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const CompletingProfile: Story = { args: { isCompleting: true } };
export const CitiesLoading: Story = { args: { cities: [], isCitiesLoading: true } };
export const English: Story = { globals: { locale: 'en' } };
