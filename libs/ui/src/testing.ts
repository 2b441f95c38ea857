import axe from 'axe-core';
import {
  IMAGE_MEDIA_TYPES,
  type ImageDimensions,
  type ImageFormat,
  setDefaultImageDimensionsReader,
} from './lib/image-file-check.js';
import { type ImageEncoder, setDefaultImageEncoder } from './lib/image-shrink.js';

/**
 * Runs axe on a rendered element and throws with the list of violations, if any. For component
 * tests in jsdom: colour contrast is left to the browser runs, since jsdom computes no styles.
 *
 * @example
 * const { container } = render(<Story />);
 * await assertNoAxeViolations(container);
 */
export async function assertNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
    );
    throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}

/**
 * Makes the image checks of `ImagePicker` and `checkImageFile` decode with `decode` instead of the
 * browser, for test environments that cannot decode images (jsdom). Returns a function that puts
 * the browser's decoder back. `decode` gives the size of each file, or throws for a file that
 * cannot be decoded; by default every image is 640×480.
 *
 * @example
 * let restoreDecoding: () => void;
 * beforeEach(() => {
 *   restoreDecoding = stubImageDecoding();
 * });
 * afterEach(() => restoreDecoding());
 */
export function stubImageDecoding(
  decode: (file: Blob) => ImageDimensions | Promise<ImageDimensions> = () => ({
    width: 640,
    height: 480,
  }),
): () => void {
  return setDefaultImageDimensionsReader(async (file) => decode(file));
}

/**
 * Makes `ImagePicker` and `shrinkImage` draw photos smaller with `encode` instead of the browser's
 * canvas, for test environments without one (jsdom, where photos are otherwise kept as picked).
 * Returns a function that puts the browser's encoder back. By default the new photo is a JPEG of
 * one byte per 100 pixels.
 *
 * @example
 * const restoreEncoding = stubImageEncoding();
 */
export function stubImageEncoding(
  encode: ImageEncoder = async (_file, { width, height }) =>
    new Blob([new Uint8Array(Math.max(1, Math.round((width * height) / 100)))], {
      type: 'image/jpeg',
    }),
): () => void {
  return setDefaultImageEncoder(encode);
}

const signatures: Record<ImageFormat, readonly number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** Options of `imageFile`. */
export interface ImageFileOptions {
  /** The format whose first bytes the file starts with. Default `png`. */
  format?: ImageFormat;
  /** The file's size in bytes. Default 1 KB. */
  size?: number;
  /** The declared media type. Default: the format's. */
  type?: string;
}

/**
 * A file that starts like an image of `format` (the bytes `checkImageFile` looks at), padded to
 * `size` bytes. Decode it with `stubImageDecoding`: its pixels are not a real picture.
 *
 * @example
 * await userEvent.upload(input, imageFile('receipt.jpg', { format: 'jpeg', size: 6 * 1024 * 1024 }));
 */
export function imageFile(name: string, options: ImageFileOptions = {}): File {
  const { format = 'png', size = 1024 } = options;
  const bytes = new Uint8Array(Math.max(size, signatures[format].length));
  bytes.set(signatures[format]);
  return new File([bytes], name, { type: options.type ?? IMAGE_MEDIA_TYPES[format] });
}
