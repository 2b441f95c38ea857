import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assertNoAxeViolations,
  imageFile,
  stubImageDecoding,
  stubImageEncoding,
} from '../../testing.js';
import { ImagePicker, type PickedImage } from './image-picker.js';
import * as stories from './image-picker.stories.js';

const photo = (name: string) => imageFile(name);
const MB = 1024 * 1024;

describe('ImagePicker', () => {
  // jsdom has no object URLs: each file gets a predictable one.
  let createObjectURL: ReturnType<typeof vi.fn<(file: Blob) => string>>;
  let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
  // jsdom cannot decode images: every picked image is 640×480 unless a test says otherwise.
  let restoreDecoding: () => void;

  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    createObjectURL = vi.fn(
      (file: Blob) => `blob:matjar/${file instanceof File ? file.name : 'blob'}`,
    );
    revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    restoreDecoding();
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

  it('names a refused file and its reason once the story’s files are picked', async () => {
    const { RefusesFiles } = composeStories(stories);
    const { container } = render(<RefusesFiles />);
    await RefusesFiles.play?.({ canvasElement: container });

    expect(screen.getByRole('img', { name: 'الصورة 1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'الصورة 2' })).not.toBeInTheDocument();
    const input = screen.getByLabelText(/إضافة صور/);
    expect(input).toHaveAccessibleDescription(
      'حتى 5 صور، بحجم أقصاه 5 ميجابايت للصورة ' +
        'لم يُضَف الملف photo.png: ليس صورة بصيغة JPEG أو PNG أو GIF أو WebP. ' +
        'لم يُضَف الملف IMG_2041.png: حجمه أكبر من 5 ميجابايت.',
    );
    await assertNoAxeViolations(container);
  });

  it('lets the user pick images only, of the formats it accepts', () => {
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple />
        <ImagePicker label="Receipt" formats={['jpeg', 'png']} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Product photos Add images');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Receipt Add image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png',
    );
  });

  it('shows a preview of each picked image and reports them with ids', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple onChange={onChange} />
      </TestI18nProvider>,
    );
    const dates = photo('dates.png');
    const coffee = photo('coffee.png');
    await userEvent.upload(screen.getByLabelText('Add images'), [dates, coffee]);

    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/dates.png',
    );
    expect(screen.getByRole('img', { name: 'Image 2' })).toHaveAttribute(
      'src',
      'blob:matjar/coffee.png',
    );
    const picked = onChange.mock.lastCall?.[0] ?? [];
    expect(picked.map((image) => image.file)).toEqual([dates, coffee]);
    expect(new Set(picked.map((image) => image.id)).size).toBe(2);
  });

  it('refuses a file that is not an image, naming it, and keeps the images already picked', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText(/Add images/);
    const dates = photo('dates.png');
    await user.upload(input, dates);
    await screen.findByRole('img', { name: 'Image 1' });

    const notes = new File(['delivery notes'], 'photo.png', { type: 'image/png' });
    const pdf = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    const coffee = imageFile('coffee.webp', { format: 'webp', type: '' });
    await user.upload(input, [notes, coffee, pdf]);

    expect(
      await screen.findAllByText(/was not added: it is not a JPEG, PNG, GIF, or WebP image/),
    ).toHaveLength(2);
    expect(input).toHaveAccessibleDescription(
      'photo.png was not added: it is not a JPEG, PNG, GIF, or WebP image. ' +
        'receipt.pdf was not added: it is not a JPEG, PNG, GIF, or WebP image.',
    );
    expect(onChange.mock.lastCall?.[0].map((image) => image.file)).toEqual([dates, coffee]);
    expect(screen.getByRole('img', { name: 'Image 2' })).toHaveAttribute(
      'src',
      'blob:matjar/coffee.webp',
    );
    expect(screen.queryByRole('img', { name: 'Image 3' })).not.toBeInTheDocument();
  });

  it('adds an image by its content, whatever type it declares', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple onChange={onChange} />
      </TestI18nProvider>,
    );
    const scan = imageFile('scan', { format: 'png', type: 'text/plain' });
    await user.upload(screen.getByLabelText(/Add images/), scan);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ file: scan })]);
  });

  it('refuses an image larger than its size limit, saying the limit', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Receipt" maxBytes={2 * MB} onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText(/Add image/);
    await userEvent.upload(input, imageFile('receipt.jpg', { format: 'jpeg', size: 2 * MB + 1 }));

    expect(await screen.findByText(/was not added: it is larger than 2 MB/)).toBeVisible();
    expect(input).toHaveAccessibleDescription('receipt.jpg was not added: it is larger than 2 MB.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const smaller = imageFile('receipt.jpg', { format: 'jpeg', size: 2 * MB });
    await userEvent.upload(input, smaller);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ file: smaller })]);
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
  });

  it('keeps a large photo as a smaller JPEG at most 1600 pixels long, and sends that', async () => {
    restoreDecoding();
    restoreDecoding = stubImageDecoding(() => ({ width: 4000, height: 3000 }));
    const encode = vi.fn(
      async (_file: Blob, _size: { width: number; height: number }, _quality: number) =>
        new Blob([new Uint8Array(200 * 1024)], { type: 'image/jpeg' }),
    );
    const restoreEncoding = stubImageEncoding(encode);
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    try {
      render(
        <TestI18nProvider locale="en">
          <ImagePicker label="Photos" isMultiple max={5} onChange={onChange} />
        </TestI18nProvider>,
      );
      // As a phone camera takes it: larger than the 5 MB that may be sent.
      const taken = imageFile('IMG_0042.HEIC.jpeg', { format: 'jpeg', size: 9 * MB });
      await userEvent.upload(screen.getByLabelText(/Add images/), taken);

      expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
      expect(encode).toHaveBeenCalledExactlyOnceWith(taken, { width: 1600, height: 1200 }, 0.82);
      const [[images]] = onChange.mock.calls as [[PickedImage[]]];
      expect(images).toHaveLength(1);
      expect(images[0]?.file).toMatchObject({
        name: 'IMG_0042.HEIC.jpg',
        type: 'image/jpeg',
        size: 200 * 1024,
      });
      expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
    } finally {
      restoreEncoding();
    }
  });

  it('refuses a photo still larger than its limit once made smaller', async () => {
    restoreDecoding();
    restoreDecoding = stubImageDecoding(() => ({ width: 4000, height: 3000 }));
    const restoreEncoding = stubImageEncoding(
      async () => new Blob([new Uint8Array(3 * MB)], { type: 'image/jpeg' }),
    );
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    try {
      render(
        <TestI18nProvider locale="en">
          <ImagePicker label="Receipt" maxBytes={2 * MB} onChange={onChange} />
        </TestI18nProvider>,
      );
      await userEvent.upload(
        screen.getByLabelText(/Add image/),
        imageFile('scan.png', { format: 'png', size: 12 * MB }),
      );
      expect(await screen.findByText(/was not added: it is larger than 2 MB/)).toBeVisible();
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      restoreEncoding();
    }
  });

  it('keeps a GIF, which may move, and a small photo as they were picked', async () => {
    const encode = vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    const restoreEncoding = stubImageEncoding(encode);
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    try {
      render(
        <TestI18nProvider locale="en">
          <ImagePicker label="Photos" isMultiple max={5} onChange={onChange} />
        </TestI18nProvider>,
      );
      const gif = imageFile('smile.gif', { format: 'gif', size: 2 * MB });
      const small = imageFile('small.jpg', { format: 'jpeg', size: 100 * 1024 });
      await userEvent.upload(screen.getByLabelText(/Add images/), [gif, small]);
      expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ file: gif }),
        expect.objectContaining({ file: small }),
      ]);
      expect(encode).not.toHaveBeenCalled();
    } finally {
      restoreEncoding();
    }
  });

  it('refuses images outside its dimensions, and an image that cannot be decoded', async () => {
    restoreDecoding();
    restoreDecoding = stubImageDecoding((file) => {
      if (file instanceof File && file.name === 'broken.png') throw new Error('not decodable');
      if (file instanceof File && file.name === 'icon.png') return { width: 64, height: 64 };
      if (file instanceof File && file.name === 'poster.png') return { width: 4000, height: 6000 };
      return { width: 800, height: 800 };
    });
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker
          label="Profile photo"
          isMultiple
          dimensions={{ minWidth: 200, minHeight: 200, maxWidth: 3000, maxHeight: 3000 }}
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    const me = photo('me.png');
    await userEvent.upload(screen.getByLabelText(/Add images/), [
      photo('icon.png'),
      photo('poster.png'),
      photo('broken.png'),
      me,
    ]);

    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ file: me })]);
    expect(screen.getByLabelText(/Add images/)).toHaveAccessibleDescription(
      'icon.png was not added: the image must be at least 200 × 200 pixels. ' +
        'poster.png was not added: the image must be at most 3,000 × 3,000 pixels. ' +
        'broken.png was not added: the image could not be read. It may be damaged.',
    );
  });

  it('names the refused file in Arabic, isolated from the sentence around it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <TestI18nProvider locale="ar">
        <ImagePicker label="صور المنتجات" isMultiple />
      </TestI18nProvider>,
    );
    await user.upload(
      screen.getByLabelText(/إضافة صور/),
      new File(['ملاحظات'], 'ملاحظات (1).png', { type: 'image/png' }),
    );
    const name = await screen.findByText('ملاحظات (1).png');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByLabelText(/إضافة صور/)).toHaveAccessibleDescription(
      'لم يُضَف الملف ملاحظات (1).png: ليس صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
    );
  });

  it('removes an image, releases its preview and keeps focus in the picker', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Add images');
    await userEvent.upload(input, [photo('dates.png'), photo('coffee.png')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));

    expect(revokeObjectURL).toHaveBeenCalledWith('blob:matjar/dates.png');
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:matjar/coffee.png');
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/coffee.png',
    );
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
    expect(input).toHaveFocus();
  });

  it('releases every preview when it goes away', async () => {
    const { unmount } = render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple />
      </TestI18nProvider>,
    );
    await userEvent.upload(screen.getByLabelText('Add images'), [
      photo('dates.png'),
      photo('coffee.png'),
    ]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:matjar/dates.png');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:matjar/coffee.png');
  });

  it('keeps the first images up to the maximum and names the others', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple max={2} onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Product photos Add images');
    expect(screen.queryByText('You can add up to 2 images')).not.toBeInTheDocument();
    const notes = new File(['notes'], 'notes.png', { type: 'image/png' });
    await user.upload(input, [
      notes,
      photo('dates.png'),
      photo('coffee.png'),
      photo('oud.png'),
      photo('rose.png'),
    ]);

    expect(await screen.findByText('You can add up to 2 images')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(onChange.mock.lastCall?.[0].map((image) => image.file.name)).toEqual([
      'dates.png',
      'coffee.png',
    ]);
    expect(screen.queryByRole('img', { name: 'Image 3' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription(
      'You can add up to 2 images ' +
        'notes.png was not added: it is not a JPEG, PNG, GIF, or WebP image. ' +
        'oud.png was not added: you can add up to 2 images. ' +
        'rose.png was not added: you can add up to 2 images.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-disabled');
  });

  it('fills the last room once when two picks come at once', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker
          label="Product photos"
          isMultiple
          max={2}
          defaultValue={[{ id: 'dates', file: photo('dates.png') }]}
          onChange={onChange}
        />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText(/Add images/);
    await Promise.all([
      userEvent.upload(input, photo('coffee.png')),
      userEvent.upload(input, photo('oud.png')),
    ]);

    await waitFor(() => expect(screen.getByText(/was not added/)).toBeInTheDocument());
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('replaces nothing when a single-image picker already has its image', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Profile photo" onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Profile photo Add image');
    expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, [photo('me.png')]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/me.png',
    );
    await userEvent.upload(input, photo('other.png'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows the upload progress of each image until it is uploaded', () => {
    render(
      <TestI18nProvider locale="en">
        <ImagePicker
          label="Product photos"
          isMultiple
          defaultValue={[
            { id: 'dates', file: photo('dates.png') },
            { id: 'coffee', file: photo('coffee.png') },
          ]}
          progress={{ dates: 100, coffee: 40 }}
        />
      </TestI18nProvider>,
    );
    expect(
      screen.queryByRole('progressbar', { name: 'Uploading image 1' }),
    ).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading image 2' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
  });

  it('marks the picker invalid and reads the error with it', () => {
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photo" required error="Please add an image" />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Add image');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Please add an image');
  });

  it('cannot pick or remove while disabled', () => {
    render(
      <TestI18nProvider locale="en">
        <ImagePicker
          label="Product photos"
          isMultiple
          disabled
          defaultValue={[{ id: 'dates', file: photo('dates.png') }]}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByLabelText('Add images')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
  });
});
