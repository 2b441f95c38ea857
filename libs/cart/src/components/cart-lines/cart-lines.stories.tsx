import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { CartLine } from '@matjar/api-client';
import { burnerLine, datesLine, oudOilLine, thobeLine, unavailableLine } from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { CartLines, type CartLinesProps } from './cart-lines.js';

/** Keeps the lines in state so the story's steppers and remove buttons can be played with. */
function StatefulCartLines({
  lines: initialLines,
  onQuantityChange,
  onRemove,
  ...props
}: CartLinesProps) {
  const [lines, setLines] = useState<readonly CartLine[]>(initialLines);
  return (
    <CartLines
      {...props}
      lines={lines}
      onQuantityChange={(lineId, quantity) => {
        setLines((current) =>
          current.map((line) =>
            line.id === lineId ? { ...line, quantity, price: line.unit_price * quantity } : line,
          ),
        );
        onQuantityChange(lineId, quantity);
      }}
      onRemove={(lineId) => {
        setLines((current) => current.filter((line) => line.id !== lineId));
        onRemove(lineId);
      }}
    />
  );
}

const meta = {
  title: 'cart/CartLines',
  component: CartLines,
  args: {
    lines: [thobeLine, oudOilLine, burnerLine, datesLine],
    onQuantityChange: fn(),
    onRemove: fn(),
    productHref: (productId: number) => `/products/${productId}`,
  },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '60rem' }}>
      <StatefulCartLines {...args} />
    </div>
  ),
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const WithUnavailableLine: Story = {
  args: { lines: [thobeLine, unavailableLine, burnerLine] },
};
export const AtStockLimit: Story = { args: { lines: [oudOilLine] } };
export const SavingALine: Story = { args: { pendingLineId: thobeLine.id } };
export const Phone: Story = {
  args: { lines: [thobeLine, unavailableLine] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ maxInlineSize: '390px' }}>
      <StatefulCartLines {...args} />
    </div>
  ),
};
export const English: Story = {
  args: { lines: [thobeLine, oudOilLine, unavailableLine] },
  globals: { locale: 'en' },
};
