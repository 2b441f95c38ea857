import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { AsideLayout, PageLayout } from './page-layout.js';
import * as stories from './page-layout.stories.js';

const css = readFileSync(resolve(import.meta.dirname, 'page-layout.css'), 'utf8');
const asideCss = readFileSync(resolve(import.meta.dirname, 'aside-layout.css'), 'utf8');
const tokens = readFileSync(resolve(import.meta.dirname, '../../styles/tokens.css'), 'utf8');

/** The value of a custom property in the design tokens, e.g. `48rem`. */
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1];

describe('PageLayout and AsideLayout', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('declares its width for the stylesheet, wide by default, and keeps what the page passes', () => {
    const { rerender } = render(
      <PageLayout data-testid="page" className="sf-page" aria-label="About">
        <h1>About us</h1>
      </PageLayout>,
    );
    const page = screen.getByTestId('page');
    expect(page).toHaveAttribute('data-width', 'wide');
    expect(page).toHaveClass('mj-page', 'sf-page');
    expect(page).toHaveAttribute('aria-label', 'About');
    rerender(
      <PageLayout data-testid="page" width="form">
        <h1>About us</h1>
      </PageLayout>,
    );
    expect(screen.getByTestId('page')).toHaveAttribute('data-width', 'form');
  });

  it('gives each width one token, centres the page, and starts it beside the account navigation', () => {
    expect(token('--mj-width-text')).toBe('48rem');
    expect(token('--mj-width-form')).toBe('40rem');
    expect(token('--mj-width-narrow')).toBe('28rem');
    for (const width of ['text', 'form', 'narrow']) {
      expect(css).toMatch(
        new RegExp(
          `\\.mj-page\\[data-width='${width}'\\] \\{\\s+--mj-page-width: var\\(--mj-width-${width}\\);`,
        ),
      );
    }
    expect(css).toMatch(
      /\.mj-page \{[^}]*max-inline-size: var\(--mj-page-width, none\);[^}]*margin-inline: auto;/,
    );
    expect(css).toMatch(/\.mj-account-layout__page \.mj-page \{\s+margin-inline: 0;/);
    expect(css).not.toMatch(
      /\b(left|right|margin-left|margin-right|padding-left|padding-right)\s*:/,
    );
  });

  it('puts the main column first and the aside after it, beside it from 56rem', () => {
    render(
      <AsideLayout aside={<aside aria-label="Order summary">Total</aside>}>
        <h1>Cart</h1>
      </AsideLayout>,
    );
    const heading = screen.getByRole('heading', { name: 'Cart' });
    const aside = screen.getByRole('complementary', { name: 'Order summary' });
    expect(heading.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const wide = asideCss.slice(asideCss.indexOf('@media (min-width: 56rem)'));
    expect(wide).toMatch(/grid-template-columns: minmax\(0, 1fr\) var\(--mj-width-aside\);/);
    expect(wide).toMatch(/\.mj-aside-layout__aside \{[^}]*position: sticky;/);
  });
});
