import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { ImagePicker, type PickedImage } from './image-picker.js';
import * as stories from './image-picker.stories.js';

const photo = (name: string) => new File(['image bytes'], name, { type: 'image/png' });

describe('ImagePicker', () => {
  // jsdom has no object URLs: each file gets a predictable one.
  let createObjectURL: ReturnType<typeof vi.fn<(file: Blob) => string>>;
  let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;

  beforeEach(() => {
    createObjectURL = vi.fn(
      (file: Blob) => `blob:matjar/${file instanceof File ? file.name : 'blob'}`,
    );
    revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
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

  it('lets the user pick images only', () => {
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAccessibleName('Product photos Add images');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
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

    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
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

  it('ignores files that are not images', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple onChange={onChange} />
      </TestI18nProvider>,
    );
    const receipt = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    const dates = photo('dates.png');
    await user.upload(screen.getByLabelText('Add images'), [receipt, dates]);
    expect(onChange.mock.lastCall?.[0].map((image) => image.file)).toEqual([dates]);
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
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));

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
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:matjar/dates.png');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:matjar/coffee.png');
  });

  it('keeps the first images up to the maximum and says so', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Product photos" isMultiple max={2} onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Add images');
    expect(screen.queryByText('You can add up to 2 images')).not.toBeInTheDocument();
    await userEvent.upload(input, [photo('dates.png'), photo('coffee.png'), photo('oud.png')]);

    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    expect(screen.queryByRole('img', { name: 'Image 3' })).not.toBeInTheDocument();
    expect(screen.getByText('You can add up to 2 images')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription('You can add up to 2 images');
  });

  it('replaces nothing when a single-image picker already has its image', async () => {
    const onChange = vi.fn<(images: PickedImage[]) => void>();
    render(
      <TestI18nProvider locale="en">
        <ImagePicker label="Profile photo" onChange={onChange} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Add image');
    expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, photo('me.png'));
    await userEvent.upload(input, photo('other.png'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/me.png',
    );
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
