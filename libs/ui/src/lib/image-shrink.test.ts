import { describe, expect, it, vi } from 'vitest';
import { imageFile } from '../testing.js';
import { shrinkImage } from './image-shrink.js';

const MB = 1024 * 1024;
const jpegOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('shrinkImage', () => {
  it('draws a tall photo at 1600 pixels on its longest side, as JPEG', async () => {
    const encode = vi.fn(async () => jpegOf(300 * 1024));
    const file = imageFile('receipt.png', { format: 'png', size: 4 * MB });
    const shrunk = await shrinkImage(
      { file, format: 'png', width: 3024, height: 4032 },
      {},
      encode,
    );
    expect(encode).toHaveBeenCalledExactlyOnceWith(file, { width: 1200, height: 1600 }, 0.82);
    expect(shrunk).toMatchObject({ name: 'receipt.jpg', type: 'image/jpeg', size: 300 * 1024 });
  });

  it('sends a photo within the limits as it was picked', async () => {
    const encode = vi.fn(async () => jpegOf(10));
    const file = imageFile('small.jpg', { format: 'jpeg', size: 200 * 1024 });
    expect(await shrinkImage({ file, format: 'jpeg', width: 1200, height: 900 }, {}, encode)).toBe(
      file,
    );
    expect(encode).not.toHaveBeenCalled();
  });

  it('keeps a photo within the size whose new version would not be smaller', async () => {
    const file = imageFile('dense.jpg', { format: 'jpeg', size: 600 * 1024 });
    const shrunk = await shrinkImage(
      { file, format: 'jpeg', width: 1000, height: 800 },
      {},
      async () => jpegOf(700 * 1024),
    );
    expect(shrunk).toBe(file);
  });

  it('sends the photo as picked where the platform cannot draw it, or fails to', async () => {
    const file = imageFile('big.jpg', { format: 'jpeg', size: 3 * MB });
    const image = { file, format: 'jpeg' as const, width: 4000, height: 3000 };
    expect(await shrinkImage(image, {}, async () => null)).toBe(file);
    expect(
      await shrinkImage(image, {}, () => Promise.reject(new Error('The image could not be drawn'))),
    ).toBe(file);
  });

  it('follows the longest side and the quality it is given', async () => {
    const encode = vi.fn(async () => jpegOf(50 * 1024));
    const file = imageFile('avatar.webp', { format: 'webp', size: MB });
    await shrinkImage(
      { file, format: 'webp', width: 2000, height: 2000 },
      { maxSide: 512, quality: 0.7 },
      encode,
    );
    expect(encode).toHaveBeenCalledExactlyOnceWith(file, { width: 512, height: 512 }, 0.7);
  });
});
