import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DelegateRequestForm, ProviderRequestForm } from './join-request-forms.js';
import { JoinRequestSent } from './join-request-sent.js';
import {
  signedInState,
  testCategories,
  testCities,
  withProfileProviders,
} from './profile-test-providers.js';

const meta = {
  title: 'auth/JoinRequest',
  component: ProviderRequestForm,
  args: { cities: testCities, categories: testCategories, onSent: fn() },
  decorators: [withProfileProviders],
} satisfies Meta<typeof ProviderRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Provider: Story = {};
export const ProviderEnglishCustomer: Story = {
  globals: { locale: 'en' },
  parameters: { auth: signedInState },
};
export const ProviderLoading: Story = {
  args: { cities: [], categories: [], isLoadingOptions: true },
};
export const Delegate: Story = {
  render: (args) => <DelegateRequestForm cities={args.cities} onSent={args.onSent} />,
};
export const Sent: Story = { render: () => <JoinRequestSent number="JR-1042" /> };
export const SentEnglish: Story = {
  render: () => <JoinRequestSent number="JR-1042" />,
  globals: { locale: 'en' },
};
