import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubImageDecoding } from '../testing.js';
import {
  type ImageDimensionsReader,
  checkImageFile,
  checkImageFiles,
  readImageDimensions,
  sniffImageFormat,
} from './image-file-check.js';

const MB = 1024 * 1024;
const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const uint32be = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const uint16le = (value: number) => [value & 0xff, (value >>> 8) & 0xff];

/** The signature and IHDR chunk of a 2×3 PNG. */
const pngHeader = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  uint32be(13),
  ascii('IHDR'),
  uint32be(2),
  uint32be(3),
  [8, 6, 0, 0, 0],
].flat();
/** Start of image and a JFIF APP0 segment. */
const jpegHeader = [
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  ascii('JFIF'),
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
].flat();
/** A GIF89a logical screen of 2×3. */
const gifHeader = [ascii('GIF89a'), uint16le(2), uint16le(3), [0x80, 0, 0]].flat();
/** A RIFF container of WebP with a lossy VP8 chunk. */
const webpHeader = [ascii('RIFF'), [0x24, 0, 0, 0], ascii('WEBP'), ascii('VP8 ')].flat();

const fileOf = (bytes: readonly number[], name: string, type: string, size = bytes.length) => {
  const content = new Uint8Array(Math.max(size, bytes.length));
  content.set(bytes);
  return new File([content], name, { type });
};

const decodesAs =
  (width: number, height: number): ImageDimensionsReader =>
  async () => ({ width, height });

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffImageFormat(new Uint8Array(jpegHeader))).toBe('jpeg');
    expect(sniffImageFormat(new Uint8Array(pngHeader))).toBe('png');
    expect(sniffImageFormat(new Uint8Array(gifHeader))).toBe('gif');
    expect(sniffImageFormat(new Uint8Array([...ascii('GIF87a'), 1, 0, 1, 0]))).toBe('gif');
    expect(sniffImageFormat(new Uint8Array(webpHeader))).toBe('webp');
  });

  it('recognises nothing in text, other RIFF files, or too few bytes', () => {
    expect(sniffImageFormat(new Uint8Array(ascii('hello, this is text')))).toBeNull();
    expect(
      sniffImageFormat(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')])),
    ).toBeNull();
    expect(sniffImageFormat(new Uint8Array(ascii('RIFF')))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('checkImageFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['JPEG', jpegHeader, 'photo.jpg', 'image/jpeg', 'jpeg'],
    ['PNG', pngHeader, 'photo.png', 'image/png', 'png'],
    ['GIF', gifHeader, 'photo.gif', 'image/gif', 'gif'],
    ['WebP', webpHeader, 'photo.webp', 'image/webp', 'webp'],
  ] as const)(
    'accepts a %s image with its format and size',
    async (_name, header, name, type, format) => {
      const file = fileOf(header, name, type);
      expect(await checkImageFile(file, { readDimensions: decodesAs(2, 3) })).toEqual({
        status: 'accepted',
        file,
        format,
        width: 2,
        height: 3,
      });
    },
  );

  it('refuses a text file named like a picture, without decoding it', async () => {
    const readDimensions = vi.fn(decodesAs(2, 3));
    const file = new File(['just some notes'], 'photo.png', { type: 'image/png' });
    expect(await checkImageFile(file, { readDimensions })).toEqual({
      status: 'refused',
      file,
      reason: 'notImage',
      formats: ['jpeg', 'png', 'gif', 'webp'],
    });
    expect(readDimensions).not.toHaveBeenCalled();
  });

  it('accepts a PNG whatever its declared type and name', async () => {
    const file = fileOf(pngHeader, 'notes.txt', 'text/plain');
    expect(await checkImageFile(file, { readDimensions: decodesAs(2, 3) })).toMatchObject({
      status: 'accepted',
      format: 'png',
    });
  });

  it('refuses an empty file', async () => {
    const file = new File([], 'empty.png', { type: 'image/png' });
    expect(await checkImageFile(file, { readDimensions: decodesAs(2, 3) })).toMatchObject({
      status: 'refused',
      reason: 'notImage',
    });
  });

  it('refuses an image in a format that is not accepted, saying which are', async () => {
    const file = fileOf(gifHeader, 'animation.gif', 'image/gif');
    expect(
      await checkImageFile(file, {
        formats: ['jpeg', 'png', 'webp'],
        readDimensions: decodesAs(2, 3),
      }),
    ).toEqual({ status: 'refused', file, reason: 'notImage', formats: ['jpeg', 'png', 'webp'] });
  });

  it('refuses an image larger than 5 MB by default, without decoding it, and accepts 5 MB', async () => {
    const readDimensions = vi.fn(decodesAs(2, 3));
    const huge = fileOf(jpegHeader, 'huge.jpg', 'image/jpeg', 5 * MB + 1);
    expect(await checkImageFile(huge, { readDimensions })).toEqual({
      status: 'refused',
      file: huge,
      reason: 'tooLarge',
      maxBytes: 5 * MB,
    });
    expect(readDimensions).not.toHaveBeenCalled();

    const justRight = fileOf(jpegHeader, 'right.jpg', 'image/jpeg', 5 * MB);
    expect(await checkImageFile(justRight, { readDimensions })).toMatchObject({
      status: 'accepted',
    });
  });

  it('refuses an image larger than the size it is given', async () => {
    const file = fileOf(pngHeader, 'photo.png', 'image/png', 2048);
    expect(
      await checkImageFile(file, { maxBytes: 2047, readDimensions: decodesAs(2, 3) }),
    ).toMatchObject({ status: 'refused', reason: 'tooLarge', maxBytes: 2047 });
  });

  it('refuses an image that looks like one but cannot be decoded', async () => {
    const file = fileOf(pngHeader, 'broken.png', 'image/png', 64);
    const check = await checkImageFile(file, {
      readDimensions: () => Promise.reject(new Error('decoding failed')),
    });
    expect(check).toEqual({ status: 'refused', file, reason: 'unreadable' });
  });

  it('refuses an image that decodes to nothing', async () => {
    const file = fileOf(pngHeader, 'empty.png', 'image/png');
    expect(await checkImageFile(file, { readDimensions: decodesAs(0, 0) })).toMatchObject({
      status: 'refused',
      reason: 'unreadable',
    });
  });

  it('refuses a file that can no longer be read', async () => {
    const file = fileOf(pngHeader, 'moved.png', 'image/png');
    const gone = new Blob();
    vi.spyOn(gone, 'arrayBuffer').mockRejectedValue(new DOMException('Gone', 'NotReadableError'));
    vi.spyOn(file, 'slice').mockReturnValue(gone);
    expect(await checkImageFile(file, { readDimensions: decodesAs(2, 3) })).toEqual({
      status: 'refused',
      file,
      reason: 'unreadable',
    });
  });

  it('refuses an image more than 8000 pixels wide or high by default', async () => {
    const file = fileOf(jpegHeader, 'panorama.jpg', 'image/jpeg');
    expect(await checkImageFile(file, { readDimensions: decodesAs(8001, 600) })).toEqual({
      status: 'refused',
      file,
      reason: 'tooBig',
      maxWidth: 8000,
      maxHeight: 8000,
      width: 8001,
      height: 600,
    });
    expect(await checkImageFile(file, { readDimensions: decodesAs(600, 8001) })).toMatchObject({
      reason: 'tooBig',
    });
    expect(await checkImageFile(file, { readDimensions: decodesAs(8000, 8000) })).toMatchObject({
      status: 'accepted',
    });
  });

  it('refuses an image smaller or larger than the dimensions it is given', async () => {
    const file = fileOf(pngHeader, 'avatar.png', 'image/png');
    const dimensions = { minWidth: 200, minHeight: 100, maxWidth: 1000, maxHeight: 900 };
    expect(await checkImageFile(file, { dimensions, readDimensions: decodesAs(199, 400) })).toEqual(
      {
        status: 'refused',
        file,
        reason: 'tooSmall',
        minWidth: 200,
        minHeight: 100,
        width: 199,
        height: 400,
      },
    );
    expect(
      await checkImageFile(file, { dimensions, readDimensions: decodesAs(400, 99) }),
    ).toMatchObject({ reason: 'tooSmall' });
    expect(
      await checkImageFile(file, { dimensions, readDimensions: decodesAs(400, 901) }),
    ).toMatchObject({ reason: 'tooBig', maxWidth: 1000, maxHeight: 900 });
    expect(
      await checkImageFile(file, { dimensions, readDimensions: decodesAs(200, 100) }),
    ).toMatchObject({ status: 'accepted' });
  });

  it('decodes with the browser’s createImageBitmap and frees the pixels at once', async () => {
    const close = vi.fn();
    const createImageBitmap = vi.fn(async () => ({ width: 1200, height: 800, close }));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const file = fileOf(jpegHeader, 'photo.jpg', 'image/jpeg');

    expect(await readImageDimensions(file)).toEqual({ width: 1200, height: 800 });
    expect(createImageBitmap).toHaveBeenCalledWith(file);
    expect(close).toHaveBeenCalledOnce();
    expect(await checkImageFile(file)).toMatchObject({
      status: 'accepted',
      width: 1200,
      height: 800,
    });
  });

  it('refuses what the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image cannot be decoded.'))),
    );
    const file = fileOf(pngHeader, 'truncated.png', 'image/png');
    expect(await checkImageFile(file)).toMatchObject({ status: 'refused', reason: 'unreadable' });
  });

  it('decodes with the stub of the testing entry until it is restored', async () => {
    const file = fileOf(pngHeader, 'photo.png', 'image/png');
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image cannot be decoded.'))),
    );
    const restore = stubImageDecoding(() => ({ width: 30, height: 20 }));
    expect(await checkImageFile(file)).toMatchObject({ width: 30, height: 20 });
    restore();
    expect(await checkImageFile(file)).toMatchObject({ reason: 'unreadable' });
  });
});

describe('checkImageFiles', () => {
  it('checks each file in order and refuses those beyond the room left', async () => {
    const readDimensions = vi.fn(decodesAs(2, 3));
    const text = new File(['notes'], 'notes.png', { type: 'image/png' });
    const first = fileOf(pngHeader, 'first.png', 'image/png');
    const second = fileOf(jpegHeader, 'second.jpg', 'image/jpeg');
    const third = fileOf(gifHeader, 'third.gif', 'image/gif');

    const checks = await checkImageFiles([text, first, second, third], {
      maxCount: 5,
      pickedCount: 3,
      readDimensions,
    });

    expect(checks.map((check) => [check.file.name, check.status])).toEqual([
      ['notes.png', 'refused'],
      ['first.png', 'accepted'],
      ['second.jpg', 'accepted'],
      ['third.gif', 'refused'],
    ]);
    expect(checks[0]).toMatchObject({ reason: 'notImage' });
    expect(checks[3]).toEqual({ status: 'refused', file: third, reason: 'tooMany', maxCount: 5 });
    // The surplus file is not even read.
    expect(readDimensions).toHaveBeenCalledTimes(2);
  });

  it('refuses every file when there is no room left', async () => {
    const files = [
      fileOf(pngHeader, 'a.png', 'image/png'),
      fileOf(pngHeader, 'b.png', 'image/png'),
    ];
    const checks = await checkImageFiles(files, {
      maxCount: 1,
      pickedCount: 1,
      readDimensions: decodesAs(2, 3),
    });
    expect(checks.map((check) => check.status === 'refused' && check.reason)).toEqual([
      'tooMany',
      'tooMany',
    ]);
  });

  it('accepts any number of images without a maximum', async () => {
    const files = Array.from({ length: 12 }, (_, index) =>
      fileOf(pngHeader, `${index}.png`, 'image/png'),
    );
    const checks = await checkImageFiles(files, { readDimensions: decodesAs(2, 3) });
    expect(checks.every((check) => check.status === 'accepted')).toBe(true);
  });
});
