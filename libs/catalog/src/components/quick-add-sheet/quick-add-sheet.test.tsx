import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { preloadDialog } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { oudOilProduct } from '../product-details-fixtures.js';
import { QuickAddSheet } from './quick-add-sheet.js';
import * as stories from './quick-add-sheet.stories.js';

// Dialogs load their code when first opened; loaded ahead, an open dialog renders at once.
beforeAll(() => preloadDialog());

describe('QuickAddSheet', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      // The sheet is portalled to the end of the body, so axe checks the whole document.
      const { baseElement } = render(<Story />);
      await screen.findByRole('dialog');
      await assertNoAxeViolations(baseElement);
    },
  );

  it('is named by the product and adds the variant the customer chose', async () => {
    const onAdd = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <QuickAddSheet
          product={oudOilProduct}
          open
          onOpenChange={vi.fn()}
          onAdd={onAdd}
          isAdding={false}
        />
      </TestI18nProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: oudOilProduct.name });
    await userEvent.click(within(sheet).getByRole('radio', { name: /24 مل/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({ productId: oudOilProduct.id, variantId: 1042 });
  });

  it('says which choice is missing when Add is pressed before a variant is chosen', async () => {
    const onAdd = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <QuickAddSheet
          product={oudOilProduct}
          open
          onOpenChange={vi.fn()}
          onAdd={onAdd}
          isAdding={false}
        />
      </TestI18nProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: oudOilProduct.name });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(sheet).getByText(/select the variant first/i)).toBeInTheDocument();
  });
});
