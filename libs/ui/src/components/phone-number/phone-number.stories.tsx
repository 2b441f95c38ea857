import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneNumber } from './phone-number.js';

const meta = {
  title: 'ui/PhoneNumber',
  component: PhoneNumber,
  args: { value: '551234567' },
} satisfies Meta<typeof PhoneNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const MobileAsText: Story = { args: { link: false } };

export const Landline: Story = { args: { value: '+966112345678' } };

export const Unified: Story = { args: { value: '920012345' } };

export const TollFree: Story = { args: { value: '8001234567' } };

export const Foreign: Story = { args: { value: '+44 20 7946 0958' } };

export const ArabicIndicDigits: Story = { args: { value: '٠٥٥١٢٣٤٥٦٧' } };

export const InArabicSentence: Story = {
  render: (args) => (
    <p>
      أدخل الرمز الذي أرسلناه إلى <PhoneNumber {...args} link={false} />
    </p>
  ),
};

export const InEnglishSentence: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <p>
      Call the delegate on <PhoneNumber {...args} />
    </p>
  ),
};
