import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { burnerProduct, soldOutProduct, thobeProduct } from '../product-details-fixtures.js';
import { ProductGallery } from './product-gallery.js';
import * as stories from './product-gallery.stories.js';

const name = thobeProduct.name;

describe('ProductGallery', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the first image with its size reserved and loads it lazily', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    const image = screen.getByRole('img', { name: `${name}, image 1 of 3` });
    expect(image).toHaveAttribute('src', thobeProduct.images[0]);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the first image first on a priority gallery, and only that one', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} isPriority />
      </TestI18nProvider>,
    );
    const first = screen.getByRole('img', { name: `${name}, image 1 of 3` });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    const second = screen.getByRole('img', { name: `${name}, image 2 of 3` });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows the image of the thumbnail pressed and marks that thumbnail as current', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    const thumbnails = within(screen.getByRole('list', { name: 'Product images' }));
    expect(thumbnails.getAllByRole('button')).toHaveLength(3);
    expect(thumbnails.getByRole('button', { current: true })).toHaveAccessibleName(
      'Show image 1 of 3',
    );
    await userEvent.click(thumbnails.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: `${name}, image 3 of 3` })).toHaveAttribute(
      'src',
      thobeProduct.images[2],
    );
    expect(thumbnails.getByRole('button', { current: true })).toHaveAccessibleName(
      'Show image 3 of 3',
    );
  });

  it('moves between thumbnails with the arrow keys in English', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveFocus();
    expect(screen.getByRole('img', { name: `${name}, image 2 of 3` })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: `${name}, image 2 of 3` })).toBeInTheDocument();
  });

  it('moves to the next thumbnail with the left arrow in Arabic', async () => {
    render(
      <TestI18nProvider locale="ar">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    const thumbnails = within(screen.getByRole('list'));
    const [first, second] = thumbnails.getAllByRole('button');
    if (!first || !second) throw new Error('the thumbnails are missing');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('has no thumbnails for a single image', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={soldOutProduct.images} name={soldOutProduct.name} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('img', { name: soldOutProduct.name })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('plays the video from its own thumbnail, loading nothing before it is played', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery
          images={burnerProduct.images}
          name={burnerProduct.name}
          video={burnerProduct.video}
        />
      </TestI18nProvider>,
    );
    expect(screen.queryByLabelText(`Video of ${burnerProduct.name}`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the video' }));
    const video = screen.getByLabelText(`Video of ${burnerProduct.name}`);
    expect(video).toHaveAttribute('src', burnerProduct.video);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.queryByRole('button', { name: /^Enlarge/ })).not.toBeInTheDocument();
  });

  it('says so when the product has no images', () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={[]} name={name} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('No images')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the pressed image large in a dialog, and zooms in where it is pressed', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: `Enlarge ${name}, image 1 of 3` }));
    const dialog = await screen.findByRole('dialog', { name });
    const zoom = within(dialog).getByRole('button', { name: 'Zoom in' });
    const image = within(zoom).getByRole('img', { name: `${name}, image 1 of 3` });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await assertNoAxeViolations(document.body);

    vi.spyOn(zoom, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 400 }),
    );
    const user = userEvent.setup();
    await user.pointer({
      keys: '[MouseLeft]',
      target: zoom,
      coords: { clientX: 400, clientY: 150 },
    });
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(image).toHaveStyle({ transform: 'scale(2)', transformOrigin: '75% 25%' });

    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(image).not.toHaveStyle({ transform: 'scale(2)' });
  });

  it('zooms into the middle when pressed from the keyboard', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Enlarge/ }));
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(within(zoom).getByRole('img')).toHaveStyle({ transformOrigin: '50% 50%' });
  });

  it('steps through the images in the dialog and shows the last one seen when it closes', async () => {
    render(
      <TestI18nProvider locale="en">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    const enlarge = screen.getByRole('button', { name: /^Enlarge/ });
    await userEvent.click(enlarge);
    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: `${name}, image 2 of 3` })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const shown = screen.getByRole('button', { name: `Enlarge ${name}, image 3 of 3` });
    expect(shown).toHaveFocus();
  });

  it('steps to the next image with the left arrow in Arabic', async () => {
    render(
      <TestI18nProvider locale="ar">
        <ProductGallery images={thobeProduct.images} name={name} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name });
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('الصورة 2 من 3')).toBeInTheDocument();
  });
});
