import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Rating } from './rating.js';
import { RatingInput } from './rating-input.js';

const meta = {
  title: 'ui/Rating',
  component: Rating,
  args: { value: 4.5 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {};

export const DisplayWithCount: Story = { args: { count: 120 } };

export const DisplayPartial: Story = { args: { value: 3.7, count: 2 } };

export const DisplaySmall: Story = { args: { value: 4, count: 1280, size: 'sm' } };

export const DisplayUnrated: Story = { args: { value: 0, count: 0 } };

export const Input: Story = {
  render: () => <RatingInput onChange={fn()} />,
};

export const InputWithValue: Story = {
  render: () => <RatingInput defaultValue={4} onChange={fn()} />,
};

export const InputControlled: Story = {
  render: function ControlledRating() {
    const [rating, setRating] = useState<number | null>(null);
    return <RatingInput label="قيّم المنتج" value={rating} onChange={setRating} />;
  },
};

export const InputDisabled: Story = {
  render: () => <RatingInput defaultValue={3} isDisabled />,
};
