import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { VariantLabel, type VariantOption } from './variant-label.js';
import * as stories from './variant-label.stories.js';

/** The label in a line of text, as a cart line or an order's item shows it. */
function renderLine(options: VariantOption[], locale: Locale = 'en') {
  render(
    <TestI18nProvider locale={locale}>
      <p data-testid="line">
        <VariantLabel options={options} />
      </p>
    </TestI18nProvider>,
  );
  return screen.getByTestId('line');
}

describe('VariantLabel', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows each option with its name, joined by a comma, on an English page', () => {
    const line = renderLine([
      { name: 'Color', value: 'Navy', swatch: '#1f2a44' },
      { name: 'Size', value: '54' },
    ]);
    expect(line).toHaveTextContent(/^Color: Navy, Size: 54$/);
  });

  it('joins the options with the Arabic comma on an Arabic page', () => {
    const line = renderLine(
      [
        { name: 'اللون', value: 'كحلي', swatch: '#1f2a44' },
        { name: 'المقاس', value: 'XL' },
      ],
      'ar',
    );
    expect(line).toHaveTextContent(/^اللون: كحلي، المقاس: XL$/);
  });

  it('isolates each value from the direction of the text around it', () => {
    renderLine([
      { name: 'Color', value: 'كحلي' },
      { name: 'Size', value: '12 ml' },
    ]);
    expect(screen.getByText('كحلي').tagName).toBe('BDI');
    expect(screen.getByText('12 ml').tagName).toBe('BDI');
  });

  it('shows nothing for a product sold in one kind', () => {
    expect(renderLine([])).toBeEmptyDOMElement();
  });

  it('is read as a description without its swatches', () => {
    render(
      <TestI18nProvider locale="en">
        <input type="checkbox" aria-label="Thobe" aria-describedby="thobe-variant" />
        <VariantLabel
          id="thobe-variant"
          options={[
            { name: 'Color', value: 'Navy', swatch: '#1f2a44' },
            { name: 'Weight', value: '250 g' },
          ]}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Thobe' })).toHaveAccessibleDescription(
      'Color: Navy, Weight: 250 g',
    );
  });

  it('forwards its ref and props to its element', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <TestI18nProvider locale="en">
        <VariantLabel
          ref={ref}
          className="cart-line__variant"
          title="Chosen options"
          options={[{ name: 'Size', value: 'M' }]}
        />
      </TestI18nProvider>,
    );
    const label = screen.getByTitle('Chosen options');
    expect(ref.current).toBe(label);
    expect(label).toHaveClass('mj-variant-label', 'cart-line__variant');
    expect(label).toHaveTextContent('Size: M');
  });
});
