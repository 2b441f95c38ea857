import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Location } from '@matjar/api-client';
import { locationsFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { DeliverToChip } from './deliver-to.js';

const arabicLocations = locationsFixture;

const englishLocations: Location[] = [
  { ...arabicLocations[0]!, name: 'Home', address: 'Anas Ibn Malik St, Al Malqa, Riyadh' },
  { ...arabicLocations[1]!, name: 'Work', address: 'King Fahd Rd, Kingdom Tower, Riyadh' },
];

const meta = {
  title: 'account/DeliverTo',
  component: DeliverToChip,
  decorators: [withAccountLocale],
  args: {
    state: 'ready',
    locations: arabicLocations,
    selectedId: 1,
    onChoose: fn(),
    signInHref: '/auth?redirect=%2Fcart',
    addressesHref: '/myAddresses',
  },
} satisfies Meta<typeof DeliverToChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

export const ChosenEnglish: Story = {
  args: { locations: englishLocations },
  globals: { locale: 'en' },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Visitor: Story = { args: { state: 'visitor' } };

export const VisitorEnglish: Story = { args: { state: 'visitor' }, globals: { locale: 'en' } };

export const NoAddresses: Story = { args: { state: 'unavailable', locations: [] } };

export const NoAddressesEnglish: Story = {
  args: { state: 'unavailable', locations: [] },
  globals: { locale: 'en' },
};
