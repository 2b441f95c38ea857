import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { VirtualList } from './virtual-list.js';

interface Row {
  id: number;
  lines: number;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, lines: (index % 3) + 1 }));

/** A row as a list of the store shows it: a title, some text, and an action. */
function RowCard({ row, onSelect }: { row: Row; onSelect?: (id: number) => void }) {
  const intl = useIntl();
  const isArabic = intl.locale.startsWith('ar');
  const number = intl.formatNumber(row.id);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'var(--mj-space-3)',
        padding: 'var(--mj-space-3)',
        border: '1px solid var(--mj-color-border)',
        borderRadius: 'var(--mj-radius-md)',
      }}
    >
      <div>
        <strong>{isArabic ? `العنوان ${number}` : `Address ${number}`}</strong>
        {Array.from({ length: row.lines }, (_, line) => (
          <p key={line} style={{ margin: 0 }}>
            {isArabic ? 'حي النرجس، الرياض' : 'Al Narjis, Riyadh'}
          </p>
        ))}
      </div>
      <Button size="sm" variant="secondary" onClick={() => onSelect?.(row.id)}>
        {isArabic ? `تعديل ${number}` : `Edit ${number}`}
      </Button>
    </div>
  );
}

const listStyle = {
  display: 'grid',
  gap: 'var(--mj-space-2)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const meta = {
  title: 'ui/VirtualList',
  component: VirtualList<Row>,
  args: {
    items: rows(5000),
    itemKey: (row: Row) => row.id,
    estimateSize: 72,
    style: listStyle,
    'aria-label': 'العناوين',
    renderItem: (row: Row) => <RowCard row={row} />,
  },
} satisfies Meta<typeof VirtualList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five thousand rows scrolled by the page: a few dozen of them are in the page at a time. */
export const FiveThousandRows: Story = {};

/** Rows with a button each: Tab moves through them and the page follows. */
export const RowsWithActions: Story = {
  args: {
    renderItem: (row: Row) => <RowCard row={row} onSelect={fn()} />,
  },
};

/** Inside a box that scrolls by itself, such as a dialog's body. */
export const InScrollingBox: Story = {
  args: { scroller: 'nearest' },
  render: (args) => (
    <div style={{ blockSize: '24rem', overflowY: 'auto' }}>
      <VirtualList {...args} />
    </div>
  ),
};

/** More rows load when the last one shows, as a list of pages does. */
export const LoadsMoreAtTheEnd: Story = {
  args: { items: rows(40) },
  render: function GrowingList(args) {
    const [items, setItems] = useState(() => rows(40));
    return (
      <VirtualList
        {...args}
        items={items}
        onEndReached={() => {
          if (items.length < 400) setItems(rows(items.length + 40));
        }}
      />
    );
  },
};

/** A short list: every row is in the page, as in a plain list. */
export const ShortList: Story = { args: { items: rows(3) } };
