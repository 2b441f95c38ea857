import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, type LinkProps, LinkProvider } from './link.js';

/** An app's link as a router would draw it: the same anchor, marked as the app's. */
function StoryAppLink({ to, prefetch, children, ...anchorProps }: LinkProps) {
  return (
    <a {...anchorProps} href={to} data-app-link="" data-prefetch={prefetch}>
      {children}
    </a>
  );
}

/** Every link of the story drawn by the app's link component. */
function withAppLink(Story: () => ReactNode) {
  return <LinkProvider component={StoryAppLink}>{Story()}</LinkProvider>;
}

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { to: '/products/12', children: 'تمر سكري فاخر' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor to the page (stories, tests, a page without the app). */
export const Arabic: Story = {};

export const English: Story = {
  args: { children: 'Premium Sukkari dates' },
  globals: { locale: 'en' },
};

/** A short visible text with a fuller name for assistive technology. */
export const WithFullerName: Story = {
  args: { to: '/offers', children: 'عرض الكل', 'aria-label': 'عرض الكل: العروض' },
};

/** Under a `LinkProvider`: drawn by the app's link component (here one that marks its anchor). */
export const WithAppLink: Story = {
  args: { prefetch: 'none' },
  decorators: [withAppLink],
};
