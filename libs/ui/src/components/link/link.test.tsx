import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Link, type LinkProps, LinkProvider } from './link.js';
import * as stories from './link.stories.js';

const { Arabic, English, WithFullerName, WithAppLink } = composeStories(stories);

describe('Link', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is a plain anchor to the path without a provider, with its attributes and no prefetch', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link
        ref={ref}
        to="/offers"
        className="band__more"
        aria-label="See all: Offers"
        aria-current="page"
        data-band="offers"
        prefetch="none"
      >
        See all
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'See all: Offers' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/offers');
    expect(link).toHaveClass('band__more');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-band', 'offers');
    expect(link).toHaveTextContent('See all');
    expect(link).not.toHaveAttribute('prefetch');
    expect(link).not.toHaveAttribute('data-prefetch');
    expect(link).not.toHaveAttribute('to');
    expect(ref.current).toBe(link);
  });

  it('draws the Arabic and English stories as plain anchors', () => {
    const { unmount } = render(<Arabic />);
    expect(screen.getByRole('link', { name: 'تمر سكري فاخر' })).toHaveAttribute(
      'href',
      '/products/12',
    );
    unmount();
    render(<English />);
    expect(screen.getByRole('link', { name: 'Premium Sukkari dates' })).toHaveAttribute(
      'href',
      '/products/12',
    );
  });

  it('names the link with its aria-label over its short text', () => {
    render(<WithFullerName />);
    expect(screen.getByRole('link', { name: 'عرض الكل: العروض' })).toHaveAttribute(
      'href',
      '/offers',
    );
  });

  it('renders the provided component with every prop, prefetch included', () => {
    const received: LinkProps[] = [];
    function RouterLink(props: LinkProps) {
      received.push(props);
      const { to, prefetch, children, ...rest } = props;
      return (
        <a {...rest} href={`/app${to}`} data-router="yes" data-prefetch={prefetch}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <p>
          <Link to="/cart" className="go" aria-label="Cart, 3 items" prefetch="intent">
            Cart
          </Link>
        </p>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/app/cart');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-prefetch', 'intent');
    expect(link).toHaveClass('go');
    expect(received.at(-1)).toMatchObject({ to: '/cart', prefetch: 'intent', className: 'go' });
  });

  it('uses the nearest provider', () => {
    const Outer = ({ to, children }: LinkProps) => (
      <a href={to} data-link="outer">
        {children}
      </a>
    );
    const Inner = ({ to, children }: LinkProps) => (
      <a href={to} data-link="inner">
        {children}
      </a>
    );
    render(
      <LinkProvider component={Outer}>
        <Link to="/a">A</Link>
        <LinkProvider component={Inner}>
          <Link to="/b">B</Link>
        </LinkProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('data-link', 'outer');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('data-link', 'inner');
  });

  it("draws the story under a provider with the app's link", () => {
    render(<WithAppLink />);
    const link = screen.getByRole('link', { name: 'تمر سكري فاخر' });
    expect(link).toHaveAttribute('data-app-link', '');
    expect(link).toHaveAttribute('data-prefetch', 'none');
    expect(link).toHaveAttribute('href', '/products/12');
  });
});
