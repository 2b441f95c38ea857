import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
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
import * as stories from './icons.stories.js';

const lineIcons: ReadonlyArray<readonly [string, ComponentType<IconProps>]> = [
  ['SearchIcon', SearchIcon],
  ['CartIcon', CartIcon],
  ['HeartIcon', HeartIcon],
  ['UserIcon', UserIcon],
  ['GlobeIcon', GlobeIcon],
  ['HomeIcon', HomeIcon],
  ['CategoriesIcon', CategoriesIcon],
  ['OrdersIcon', OrdersIcon],
  ['BackIcon', BackIcon],
];
const allIcons = [...lineIcons, ['BrandMark', BrandMark] as const];

/** The `<svg>` an icon drew inside a button named "Go". */
function drawInButton(Icon: ComponentType<IconProps>, props: IconProps = {}) {
  render(
    <button type="button" aria-label="Go">
      <Icon data-testid="icon" {...props} />
    </button>,
  );
  return screen.getByTestId('icon');
}

describe('icons', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it.each(allIcons)('%s is hidden from assistive technology', (_name, Icon) => {
    const svg = drawInButton(Icon);
    expect(svg.tagName).toBe('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The control around it keeps its own name, with nothing added by the drawing.
    expect(screen.getByRole('button')).toHaveAccessibleName('Go');
  });

  it.each(allIcons)('%s cannot take the focus', (_name, Icon) => {
    const svg = drawInButton(Icon);
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('tabindex');
    svg.focus();
    expect(svg).not.toHaveFocus();
  });

  it.each(allIcons)('%s passes its className and other SVG props through', (_name, Icon) => {
    const svg = drawInButton(Icon, {
      className: 'page__icon',
      width: 48,
      height: 40,
      strokeWidth: 3,
      style: { color: 'rgb(11, 107, 93)' },
    });
    expect(svg).toHaveClass('page__icon');
    expect(svg).toHaveAttribute('width', '48');
    expect(svg).toHaveAttribute('height', '40');
    expect(svg).toHaveAttribute('stroke-width', '3');
    expect(svg).toHaveStyle({ color: 'rgb(11, 107, 93)' });
  });

  it.each(lineIcons)('%s is a 24 px line drawing in the colour of the text', (_name, Icon) => {
    const svg = drawInButton(Icon);
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });

  it('BackIcon draws an arrow pointing left, to the inline start of a left-to-right page', () => {
    const svg = drawInButton(BackIcon);
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    // A shaft from x 19 to x 5, and a head whose point is at x 5, the left end.
    expect(paths[0]).toHaveAttribute('d', 'M19 12H5m6-6-6 6 6 6');
  });

  it('BrandMark draws the bag in the colour of the text on its own 32 × 32 grid', () => {
    const svg = drawInButton(BrandMark);
    expect(svg).toHaveAttribute('viewBox', '0 0 32 32');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('height', '32');
    const bag = svg.querySelector('rect');
    expect(bag).toHaveAttribute('fill', 'currentColor');
    const [handle, crescent] = svg.querySelectorAll('path');
    expect(handle).toHaveAttribute('stroke', 'currentColor');
    // The crescent is drawn in white, on the bag.
    expect(crescent).toHaveAttribute('stroke', '#fff');
  });

  it('BrandMark takes a size, and keeps its drawing', () => {
    const svg = drawInButton(BrandMark, { width: 48, height: 48 });
    expect(svg).toHaveAttribute('width', '48');
    expect(svg).toHaveAttribute('viewBox', '0 0 32 32');
  });
});
