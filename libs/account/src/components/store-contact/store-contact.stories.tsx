import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAccountLocale } from '../story-decorators.js';
import {
  arabicSettingsFixture,
  emailOnlySettingsFixture,
  englishSettingsFixture,
} from './fixtures.js';
import { StoreContact } from './store-contact.js';
import { StoreLegal } from './store-legal.js';

const meta = {
  title: 'account/StoreContact',
  component: StoreContact,
  args: { settings: arabicSettingsFixture },
  decorators: [withAccountLocale],
  render: (args) => (
    // The block sits in the footer's dark band, with the legal numbers under it.
    <div
      style={{
        display: 'grid',
        gap: '1.5rem',
        maxInlineSize: '24rem',
        padding: '1.5rem',
        background: '#0f1f1c',
        color: '#d7e3df',
      }}
    >
      <StoreContact {...args} />
      <StoreLegal settings={args.settings} />
    </div>
  ),
} satisfies Meta<typeof StoreContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  args: { settings: englishSettingsFixture },
  globals: { locale: 'en' },
};
/** A store that gives only an e-mail and its VAT number: the other lines are not drawn. */
export const EmailOnly: Story = { args: { settings: emailOnlySettingsFixture } };
/** While the settings load: the block keeps its room. */
export const Loading: Story = { args: { settings: undefined } };
export const LoadingEnglish: Story = {
  args: { settings: undefined },
  globals: { locale: 'en' },
};
/** On a light page, e.g. the contact page. */
export const OnLightBackground: Story = {
  args: { settings: englishSettingsFixture },
  globals: { locale: 'en' },
  render: (args) => <StoreContact {...args} />,
};
