import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.js';

/** Keeps the quantity in state so the story can be stepped through. */
function StatefulQuantityStepper({
  value: initialValue,
  onChange,
  ...props
}: QuantityStepperProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, max: 5, onChange: fn() },
  render: (args) => <StatefulQuantityStepper {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 3 } };
export const AtMax: Story = { args: { value: 5 } };
export const SingleInStock: Story = { args: { value: 1, max: 1 } };
export const Pending: Story = { args: { value: 2, isPending: true } };
export const Disabled: Story = { args: { value: 2, disabled: true } };
export const WithoutStockLimit: Story = { args: { value: 12, max: undefined } };
