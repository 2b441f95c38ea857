import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import {
  BackIcon,
  BrandMark,
  CartIcon,
  CategoriesIcon,
  GlobeIcon,
  HeartIcon,
  HomeIcon,
  type IconProps,
  OrdersIcon,
  SearchIcon,
  UserIcon,
} from './icons.js';

/**
 * Every icon drawn with the same props, beside the name it is exported under (an identifier for
 * designers and developers, not customer text: it is not translated).
 */
function IconGallery(props: IconProps) {
  const icons: ReadonlyArray<readonly [name: string, icon: ReactElement]> = [
    ['SearchIcon', <SearchIcon {...props} />],
    ['CartIcon', <CartIcon {...props} />],
    ['HeartIcon', <HeartIcon {...props} />],
    ['UserIcon', <UserIcon {...props} />],
    ['GlobeIcon', <GlobeIcon {...props} />],
    ['HomeIcon', <HomeIcon {...props} />],
    ['CategoriesIcon', <CategoriesIcon {...props} />],
    ['OrdersIcon', <OrdersIcon {...props} />],
    ['BackIcon', <BackIcon {...props} />],
    ['BrandMark', <BrandMark {...props} />],
  ];
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--mj-space-4)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {icons.map(([name, icon]) => (
        <li key={name}>
          <figure
            style={{
              display: 'grid',
              justifyItems: 'center',
              gap: 'var(--mj-space-2)',
              minInlineSize: '7rem',
              margin: 0,
            }}
          >
            {icon}
            <figcaption
              style={{ color: 'var(--mj-color-text-muted)', fontSize: 'var(--mj-font-size-xs)' }}
            >
              <code>{name}</code>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * The store's icons are decorative: each sits in a control (a link, a button) that carries the
 * localized name. They draw in `currentColor` and take any `<svg>` prop (`className`, `width`…).
 */
const meta = {
  title: 'ui/Icons',
  component: SearchIcon,
  render: (args) => <IconGallery {...args} />,
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon at its own size, named beneath, in a row that wraps. */
export const AllIcons: Story = {};

/** Larger, in the brand's colour: the icons draw in the colour of the text around them. */
export const LargeInBrandColour: Story = {
  args: { width: 48, height: 48 },
  render: (args) => (
    <div style={{ color: 'var(--mj-color-brand)' }}>
      <IconGallery {...args} />
    </div>
  ),
};
