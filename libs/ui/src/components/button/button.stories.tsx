import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.js';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'أضف إلى السلة' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'حذف الحساب' } };
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = { args: { isLoading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { isFullWidth: true, children: 'Place order' } };

/**
 * A link that leads on (from an empty list, a missing page) drawn as a button: an anchor with the
 * `mj-button` class. Without `data-variant` it is a primary one.
 */
export const LinkAsButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <a className="mj-button" href="#orders">
        ابدأ التسوق
      </a>
      <a className="mj-button" data-variant="secondary" href="#orders">
        طلباتي
      </a>
    </div>
  ),
};
