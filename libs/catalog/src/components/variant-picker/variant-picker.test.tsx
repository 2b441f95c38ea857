import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProductVariant } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { oudOilProduct, thobeProduct } from '../product-details-fixtures.js';
import { VariantPicker } from './variant-picker.js';
import * as stories from './variant-picker.stories.js';

function Harness({
  variants,
  initialValue,
  onChange,
  canChooseSoldOut,
}: {
  variants: readonly ProductVariant[];
  initialValue?: number;
  onChange: (id: number | undefined) => void;
  canChooseSoldOut?: boolean;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <VariantPicker
      variants={variants}
      value={value}
      canChooseSoldOut={canChooseSoldOut}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('VariantPicker', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it.each([
    ['en', 'Weight', ['250 g', '500 g', '1 kg']],
    ['ar', 'الوزن', ['250 جم', '500 جم', '1 كجم']],
  ] as const)(
    'labels weights as weights, in the page’s unit (%s)',
    async (locale, label, names) => {
      const onChange = vi.fn();
      const coffee = oudOilProduct.variants.map((variant, index) => ({
        ...variant,
        size: ['250 gm', '500 gm', '1000 gm'][index] ?? variant.size,
      }));
      render(
        <TestI18nProvider locale={locale}>
          <Harness variants={coffee} onChange={onChange} />
        </TestI18nProvider>,
      );
      const weights = screen.getByRole('radiogroup', { name: label });
      expect(within(weights).getAllByRole('radio')).toHaveLength(3);
      for (const name of names) {
        expect(within(weights).getByRole('radio', { name })).toBeInTheDocument();
      }
      await userEvent.click(within(weights).getByRole('radio', { name: names[0] }));
      expect(onChange).toHaveBeenLastCalledWith(coffee[0]?.id);
    },
  );

  it('names each colour swatch by its colour and each size by its size', () => {
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={vi.fn()} />
      </TestI18nProvider>,
    );
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    expect(within(colors).getAllByRole('radio')).toHaveLength(4);
    for (const name of ['أبيض', 'بيج', 'كحلي', 'رمادي']) {
      expect(within(colors).getByRole('radio', { name })).toBeInTheDocument();
    }
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    for (const name of ['52', '54', '56', '58']) {
      expect(within(sizes).getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('shows the chosen colour by name after the group name', async () => {
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={vi.fn()} />
      </TestI18nProvider>,
    );
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    const shownOutside = (name: string) =>
      screen.queryAllByText(name).filter((element) => !colors.contains(element));
    expect(shownOutside('كحلي')).toHaveLength(0);
    await userEvent.click(within(colors).getByRole('radio', { name: 'كحلي' }));
    expect(shownOutside('كحلي')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(colors).getByRole('radio', { name: 'أبيض' })).toBeChecked();
    expect(shownOutside('أبيض')).toHaveLength(1);
    expect(shownOutside('كحلي')).toHaveLength(0);
  });

  it('chooses the variant once a colour and a size are chosen', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'كحلي' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '58' }));
    expect(onChange).toHaveBeenLastCalledWith(2034);
    expect(screen.getByRole('radio', { name: 'كحلي' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '58' })).toBeChecked();
  });

  it('offers only the sizes the chosen colour comes in', async () => {
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={vi.fn()} />
      </TestI18nProvider>,
    );
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: '58' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'بيج' }));
    expect(within(sizes).queryByRole('radio', { name: '58' })).not.toBeInTheDocument();
    expect(within(sizes).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['52', '54', '56']) {
      expect(within(sizes).getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('shows an unavailable size as out of stock and does not let the user choose it', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'أبيض' }));
    const outOfStockSize = screen.getByRole('radio', { name: '56' });
    expect(outOfStockSize).toBeDisabled();
    expect(outOfStockSize).toHaveAccessibleDescription('Out of stock');
    await userEvent.click(outOfStockSize);
    expect(outOfStockSize).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets a sold-out size be chosen, still read as out of stock, where the page can notify', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={onChange} canChooseSoldOut />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'أبيض' }));
    const outOfStockSize = screen.getByRole('radio', { name: '56' });
    expect(outOfStockSize).toBeEnabled();
    expect(outOfStockSize).toHaveAccessibleDescription('Out of stock');
    await userEvent.click(outOfStockSize);
    expect(outOfStockSize).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(2013);
    // A colour sold out in every size is chosen too, and keeps a size it comes in.
    const grey = screen.getByRole('radio', { name: 'رمادي' });
    expect(grey).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: '54' }));
    expect(onChange).toHaveBeenLastCalledWith(2012);
    await userEvent.click(grey);
    expect(onChange).toHaveBeenLastCalledWith(2042);
    expect(screen.getByRole('radio', { name: '54' })).toBeChecked();
  });

  it('treats a variant the store withdrew as out of stock even with units left', async () => {
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={vi.fn()} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'بيج' }));
    expect(screen.getByRole('radio', { name: '52' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '54' })).toBeEnabled();
  });

  it('disables a colour that is sold out in every size', () => {
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} onChange={vi.fn()} />
      </TestI18nProvider>,
    );
    const grey = screen.getByRole('radio', { name: 'رمادي' });
    expect(grey).toBeDisabled();
    expect(grey).toHaveAccessibleDescription('Out of stock');
  });

  it('keeps the size when the new colour comes in it', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} initialValue={2012} onChange={onChange} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'أبيض' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '54' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'كحلي' }));
    expect(onChange).toHaveBeenLastCalledWith(2032);
    expect(screen.getByRole('radio', { name: '54' })).toBeChecked();
  });

  it('asks for the size again when the new colour does not come in it', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={thobeProduct.variants} initialValue={2014} onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'بيج' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('radio', { name: 'بيج' })).toBeChecked();
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    for (const radio of within(sizes).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('chooses a size-only variant with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness variants={oudOilProduct.variants} initialValue={1041} onChange={onChange} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('radiogroup', { name: 'Color' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '12 مل' }));
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(screen.getByRole('radio', { name: '24 مل' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(1042);
    expect(screen.getByRole('radio', { name: '36 مل' })).toBeDisabled();
  });

  it('announces the error under the first choice still to make', () => {
    render(
      <TestI18nProvider locale="en">
        <VariantPicker
          variants={thobeProduct.variants}
          value={undefined}
          onChange={vi.fn()}
          error="Please select the variant first"
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the variant first');
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    expect(colors).toHaveAttribute('aria-invalid', 'true');
    expect(colors).toHaveAccessibleDescription('Please select the variant first');
    expect(screen.getByRole('radiogroup', { name: 'Size' })).not.toHaveAttribute('aria-invalid');
  });
});
