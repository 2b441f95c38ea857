import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/button/button.js';
import { HydrateLater } from './hydrate-later.js';

/**
 * `HydrateLater` draws its children as they are: what changes is when a server-drawn page brings
 * them alive (after the page around them, in short slices). In Storybook, drawn in the browser,
 * the cards are live at once.
 */
const meta = {
  title: 'ui/HydrateLater',
  component: HydrateLater,
  args: { children: null },
  render: (_args, { globals }) => {
    const isEnglish = globals['locale'] === 'en';
    const names = isEnglish
      ? ['Madinah mint', 'Reef tomatoes', 'Butter croissant']
      : ['نعناع مديني', 'طماطم ريف', 'كرواسون بالزبدة'];
    return (
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 10rem))',
          gap: '1rem',
          padding: 0,
          listStyle: 'none',
        }}
      >
        <HydrateLater>
          {names.map((name) => (
            <li
              key={name}
              style={{
                display: 'grid',
                gap: '0.5rem',
                padding: '1rem',
                border: '1px solid var(--mj-color-border)',
                borderRadius: 'var(--mj-radius-lg)',
              }}
            >
              <span>{name}</span>
              <Button size="sm">{isEnglish ? 'Add' : 'أضف'}</Button>
            </li>
          ))}
        </HydrateLater>
      </ul>
    );
  },
} satisfies Meta<typeof HydrateLater>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const CardsEnglish: Story = { globals: { locale: 'en' } };
