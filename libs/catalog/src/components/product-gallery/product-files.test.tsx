import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { burnerProduct } from '../product-details-fixtures.js';
import { ProductFiles } from './product-files.js';
import * as stories from './product-files.stories.js';

describe('ProductFiles', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links every file, opened in a new tab, and says so', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductFiles files={burnerProduct.files} />
      </TestI18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Files' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(2);
    const manual = within(section).getByRole('link', {
      name: 'دليل الاستخدام (opens in a new tab)',
    });
    expect(manual).toHaveAttribute('href', burnerProduct.files[0]?.url);
    expect(manual).toHaveAttribute('target', '_blank');
    expect(manual).toHaveAttribute('rel', 'noopener');
  });

  it('shows no files section for a product without files', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductFiles files={[]} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
