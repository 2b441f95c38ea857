import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations, imageFile } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { datesItem, oudItem, thobeItem } from '../order-fixtures.js';
import { stubPhotoPreviews } from '../screen-test-setup.js';
import { ReturnForm, type ReturnFormInput } from './return-form.js';
import * as stories from './return-form.stories.js';

const photo = (name: string, bytes = 1024) => imageFile(name, { format: 'jpeg', size: bytes });

const MB = 1024 * 1024;

function renderForm({
  onSubmit = vi.fn<(input: ReturnFormInput) => void>(),
}: { onSubmit?: (input: ReturnFormInput) => void } = {}) {
  const ui = (props: { isPending?: boolean; progress?: number; error?: ReactNode } = {}) => (
    <TestI18nProvider locale="en">
      <ReturnForm items={[thobeItem, oudItem, datesItem]} onSubmit={onSubmit} {...props} />
    </TestI18nProvider>
  );
  const view = render(ui());
  return {
    ...view,
    rerenderWith: (props: { isPending?: boolean; progress?: number; error?: ReactNode }) =>
      view.rerender(ui(props)),
  };
}

describe('ReturnForm', () => {
  // The photos' previews: jsdom has no object URLs and cannot decode images.
  stubPhotoPreviews();

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('lists each item with its variant and ordered quantity, with a stepper once ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    const thobe = screen.getByRole('checkbox', { name: thobeItem.name });
    expect(thobe).not.toBeChecked();
    expect(thobe).toHaveAccessibleDescription('Color: كحلي, Size: 54 Ordered: 2');
    expect(screen.getByRole('checkbox', { name: datesItem.name })).toHaveAccessibleDescription(
      'Ordered: 3',
    );
    expect(screen.queryByRole('group', { name: /Quantity of/ })).not.toBeInTheDocument();

    await user.click(thobe);
    const stepper = screen.getByRole('group', { name: `Quantity of ${thobeItem.name} to return` });
    expect(within(stepper).getByText('2')).toBeVisible();
    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(stepper).getByText('1')).toBeVisible();

    await user.click(thobe);
    expect(screen.queryByRole('group', { name: /Quantity of/ })).not.toBeInTheDocument();
  });

  it('says what is missing in place and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: /Reason for the return/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Products to return' })).toHaveAccessibleDescription(
      /Please select the products to return/,
    );
    expect(
      screen.getByRole('textbox', { name: /Reason for the return/ }),
    ).toHaveAccessibleDescription('Please tell us why you are returning the products');
    expect(screen.getByText('Please add photos of the products you are returning')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: thobeItem.name })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: oudItem.name }));
    expect(screen.queryByText('Please select the products to return')).not.toBeInTheDocument();
    expect(screen.getByText('Please tell us why you are returning the products')).toBeVisible();
  });

  it('asks for the photos once the items and the reason are given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    renderForm({ onSubmit });
    await user.click(screen.getByRole('checkbox', { name: oudItem.name }));
    await user.type(screen.getByRole('textbox', { name: /Reason for the return/ }), 'Leaking');
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const picker = screen.getByLabelText(/Add images/);
    expect(picker).toHaveAccessibleDescription(
      /Please add photos of the products you are returning/,
    );
    expect(picker).toHaveFocus();
    expect(screen.queryByText('Please select the products to return')).not.toBeInTheDocument();
  });

  it('sends the ticked items with their quantities, the trimmed reason and the photos', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    renderForm({ onSubmit });
    await user.click(screen.getByRole('checkbox', { name: datesItem.name }));
    await user.click(screen.getByRole('checkbox', { name: thobeItem.name }));
    const thobeStepper = screen.getByRole('group', {
      name: `Quantity of ${thobeItem.name} to return`,
    });
    await user.click(within(thobeStepper).getByRole('button', { name: 'Decrease quantity' }));
    await user.type(
      screen.getByRole('textbox', { name: /Reason for the return/ }),
      '  The size does not fit  ',
    );
    const front = photo('front.jpg');
    const label = photo('label.jpg');
    await user.upload(screen.getByLabelText(/Add images/), [front, label]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      item_ids: [thobeItem.id, datesItem.id],
      quantities: [1, 3],
      reason: 'The size does not fit',
      photos: [front, label],
    });
  });

  it('refuses a photo larger than 5 MB with a message and keeps the others', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    renderForm({ onSubmit });
    const front = photo('front.jpg', 5 * MB);
    await user.upload(screen.getByLabelText(/Add images/), [front, photo('huge.jpg', 5 * MB + 1)]);

    expect(await screen.findByText(/was not added: it is larger than 5 MB/)).toBeVisible();
    expect(screen.getByLabelText(/Add images/)).toHaveAccessibleDescription(
      'Up to 5 photos. Large photos are made smaller before they are sent. ' +
        'huge.jpg was not added: it is larger than 5 MB.',
    );
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/front.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: oudItem.name }));
    await user.type(screen.getByRole('textbox', { name: /Reason for the return/ }), 'Leaking');
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ photos: [front] }));
  });

  it('shows every photo uploading at the same percent while sending, and ignores presses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    const { rerenderWith } = renderForm({ onSubmit });
    await user.click(screen.getByRole('checkbox', { name: oudItem.name }));
    await user.type(screen.getByRole('textbox', { name: /Reason for the return/ }), 'Leaking');
    await user.upload(screen.getByLabelText(/Add images/), [photo('a.jpg'), photo('b.jpg')]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerenderWith({ isPending: true, progress: 0.4 });
    expect(screen.getByRole('progressbar', { name: 'Uploading image 1' })).toHaveValue(40);
    expect(screen.getByRole('progressbar', { name: 'Uploading image 2' })).toHaveValue(40);
    const send = screen.getByRole('button', { name: /Send the return request/ });
    expect(send).toHaveAttribute('aria-busy', 'true');
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the failure and keeps everything the customer gave', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ReturnFormInput) => void>();
    const { rerenderWith } = renderForm({ onSubmit });
    await user.click(screen.getByRole('checkbox', { name: thobeItem.name }));
    await user.type(screen.getByRole('textbox', { name: /Reason for the return/ }), 'Too small');
    await user.upload(screen.getByLabelText(/Add images/), [photo('a.jpg')]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    rerenderWith({ isPending: true, progress: 1 });
    rerenderWith({ error: 'The return window of this order has closed' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The return window of this order has closed',
    );
    expect(screen.getByRole('checkbox', { name: thobeItem.name })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Reason for the return/ })).toHaveValue('Too small');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says what is missing in Arabic', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="ar">
        <ReturnForm items={[thobeItem]} onSubmit={() => undefined} />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByText('يرجى اختيار المنتجات المراد إرجاعها')).toBeVisible();
    expect(screen.getByText('يرجى ذكر سبب الإرجاع')).toBeVisible();
    expect(screen.getByText('يرجى إرفاق صور المنتجات المرتجعة')).toBeVisible();
  });
});
