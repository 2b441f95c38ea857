import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ComplaintInput } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations, imageFile, stubImageDecoding } from '@matjar/ui/testing';
import { ComplaintForm } from './complaint-form.js';
import * as stories from './complaint-form.stories.js';

const photo = (name: string) => imageFile(name);

// Radix's radio group measures its hidden form input with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('ComplaintForm', () => {
  // jsdom has no object URLs (each file gets a predictable one) and cannot decode images.
  let restoreDecoding: () => void;
  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    Object.assign(URL, {
      createObjectURL: (file: Blob) => `blob:matjar/${file instanceof File ? file.name : 'blob'}`,
      revokeObjectURL: () => undefined,
    });
  });

  afterEach(() => {
    restoreDecoding();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('asks for the subject and the message, and focuses the subject', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    await user.type(screen.getByLabelText(/^Message/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please enter the subject')).toBeInTheDocument();
    expect(screen.getByText('Please write the message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveFocus();
    expect(screen.getByLabelText(/^Subject/)).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing in Arabic', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="ar">
        <ComplaintForm onSubmit={() => undefined} isPending={false} />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('يرجى إدخال الموضوع')).toBeInTheDocument();
    expect(screen.getByText('يرجى كتابة الرسالة')).toBeInTheDocument();
  });

  it('sends the chosen type, the subject and message trimmed, and the images', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    const type = screen.getByRole('radiogroup', { name: /What would you like to send/ });
    expect(within(type).getByRole('radio', { name: 'Complaint' })).toBeChecked();
    await user.click(within(type).getByRole('radio', { name: 'Suggestion' }));
    await user.type(screen.getByLabelText(/^Subject/), '  Evening delivery  ');
    await user.type(screen.getByLabelText(/^Message/), 'Please add slots after 9 pm.');
    const box = photo('box.png');
    const receipt = imageFile('receipt.webp', { format: 'webp' });
    await user.upload(screen.getByLabelText(/Add images/), [box, receipt]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'suggestion',
      title: 'Evening delivery',
      message: 'Please add slots after 9 pm.',
      images: [box, receipt],
    });
  });

  it('counts a line break as the store does, as two characters', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    await user.type(screen.getByLabelText(/^Subject/), 'A long story');
    const field = screen.getByLabelText(/^Message/);
    // 5,000 characters with 20 line breaks: 5,020 as the form sends them.
    const paragraph = `${'x'.repeat(249)}\n`;
    const tooLong = paragraph.repeat(20);
    fireEvent.change(field, { target: { value: tooLong } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The message can be at most 5,000 characters long (a new line counts as two)',
      ),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveValue(tooLong);

    // 4,980 characters and the same 20 line breaks: 5,000 as sent, taken.
    const fits = `${'x'.repeat(248)}\n`.repeat(20);
    fireEvent.change(field, { target: { value: fits } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ message: fits.trim() }));
  });

  it('sends no images when none were added', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    await user.type(screen.getByLabelText(/^Subject/), 'Late order');
    await user.type(screen.getByLabelText(/^Message/), 'Two hours late.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'complaint',
      title: 'Late order',
      message: 'Two hours late.',
    });
  });

  it('refuses a file too big or not of its formats, naming it, before sending, and keeps the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByText(
        'Up to 5 images in JPEG, PNG or WebP. Large photos are made smaller before they are sent.',
      ),
    ).toBeInTheDocument();
    const picker = screen.getByLabelText(/Add images/);
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const dates = photo('dates.png');
    await user.upload(picker, [
      dates,
      imageFile('huge.jpg', { format: 'jpeg', size: 5 * 1024 * 1024 + 1 }),
      imageFile('animation.gif', { format: 'gif' }),
      new File(['a note'], 'photo.png', { type: 'image/png' }),
    ]);

    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/dates.png',
    );
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(
      'Up to 5 images in JPEG, PNG or WebP. Large photos are made smaller before they are sent. ' +
        'huge.jpg was not added: it is larger than 5 MB. ' +
        'animation.gif was not added: it is not a JPEG, PNG, or WebP image. ' +
        'photo.png was not added: it is not a JPEG, PNG, or WebP image.',
    );

    await user.type(screen.getByLabelText(/^Subject/), 'Broken box');
    await user.type(screen.getByLabelText(/^Message/), 'The box arrived crushed.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ images: [dates] }));
  });

  it('lets the customer add five images at most', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={() => undefined} isPending={false} />
      </TestI18nProvider>,
    );
    await user.upload(
      screen.getByLabelText(/Add images/),
      ['1', '2', '3', '4', '5', '6'].map((name) => photo(`${name}.png`)),
    );
    expect(await screen.findByRole('img', { name: 'Image 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image 6' })).not.toBeInTheDocument();
    expect(screen.getByText('You can add up to 5 images')).toBeInTheDocument();
    expect(screen.getByText(/was not added: you can add up to 5 images/)).toBeInTheDocument();
  });

  it('shows the upload’s progress while the complaint is sent, and cannot be sent twice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending progress={0.4} />
      </TestI18nProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Sending your message…' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(bar).toHaveAttribute('max', '1');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');

    await user.type(screen.getByLabelText(/^Subject/), 'Late order');
    await user.type(screen.getByLabelText(/^Message/), 'Two hours late.{Enter}');
    await user.click(screen.getByRole('button', { name: /Send/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a bar without a value while the upload’s size is unknown', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={() => undefined} isPending progress={0} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Sending your message…' })).not.toHaveAttribute(
      'value',
    );
  });

  it('keeps every field and image when sending fails, and says why', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: ComplaintInput) => void>();
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending={false} />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('radio', { name: 'Suggestion' }));
    await user.type(screen.getByLabelText(/^Subject/), 'Evening delivery');
    await user.type(screen.getByLabelText(/^Message/), 'Please add slots after 9 pm.');
    await user.upload(screen.getByLabelText(/Add images/), photo('box.png'));
    await screen.findByRole('img', { name: 'Image 1' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    rerender(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={onSubmit} isPending progress={1} />
      </TestI18nProvider>,
    );
    rerender(
      <TestI18nProvider locale="en">
        <ComplaintForm
          onSubmit={onSubmit}
          isPending={false}
          error={new ApiError({ kind: 'fail', call: 'complaints.create', msg: 'Try again later' })}
        />
      </TestI18nProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Suggestion' })).toBeChecked();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Evening delivery');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please add slots after 9 pm.');
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/box.png',
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.lastCall?.[0].images).toHaveLength(1);
  });

  it('says the images are too large when the server refuses the body’s size, in both languages', () => {
    const tooLarge = new ApiError({ kind: 'http', call: 'complaints.create', status: 413 });
    const { rerender } = render(
      <TestI18nProvider locale="en">
        <ComplaintForm onSubmit={() => undefined} isPending={false} error={tooLarge} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'What you are sending is too large. Remove some images or choose smaller ones, then send again.',
    );
    rerender(
      <TestI18nProvider locale="ar">
        <ComplaintForm onSubmit={() => undefined} isPending={false} error={tooLarge} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ما ترسله أكبر من المسموح. احذف بعض الصور أو اختر صورًا أصغر، ثم أرسل مرة أخرى.',
    );
  });

  it('shows the store’s own words when it refuses a body too large', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm
          onSubmit={() => undefined}
          isPending={false}
          error={
            new ApiError({
              kind: 'fail',
              call: 'complaints.create',
              status: 413,
              msg: 'Attachments may not exceed 10 MB in all',
            })
          }
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Attachments may not exceed 10 MB in all');
  });

  it('says the connection failed when no answer came', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintForm
          onSubmit={() => undefined}
          isPending={false}
          error={new ApiError({ kind: 'network', call: 'complaints.create' })}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred connecting to the server.',
    );
  });
});
