import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.js';
import { TopProgressBar } from './top-progress-bar.js';

const meta = {
  title: 'ui/TopProgressBar',
  component: TopProgressBar,
  args: { isActive: true },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Inactive: Story = { args: { isActive: false } };

export const LongDelay: Story = { args: { delay: 1000 } };

export const Navigation: Story = {
  args: { isActive: false },
  render: function SimulatedNavigation(args) {
    const [isNavigating, setIsNavigating] = useState(false);
    return (
      <>
        <TopProgressBar {...args} isActive={isNavigating} />
        <Button onClick={() => setIsNavigating((current) => !current)}>
          {isNavigating ? 'إنهاء التنقل' : 'بدء التنقل'}
        </Button>
      </>
    );
  },
};
