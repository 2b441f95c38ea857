import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintsFixture } from '../account-fixtures.js';
import { ComplaintsList } from './complaints-list.js';

const meta = {
  title: 'account/ComplaintsList',
  component: ComplaintsList,
  args: {
    complaints: complaintsFixture,
    hrefFor: (id: number) => `/complaints/${id}`,
  },
  render: (args) => (
    <div style={{ maxInlineSize: '56rem' }}>
      <ComplaintsList {...args} />
    </div>
  ),
} satisfies Meta<typeof ComplaintsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { complaints: [] } };
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '390px' }}>
      <ComplaintsList {...args} />
    </div>
  ),
};
