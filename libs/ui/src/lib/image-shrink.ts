import type { AcceptedImageFile } from './image-file-check.js';

/** How a picked photo is made smaller before it is sent. */
export interface ImageShrinkOptions {
  /** The longest side kept, in pixels. Default 1600: sharp on any phone, a fraction of the bytes. */
  maxSide?: number;
  /** JPEG quality, from 0 to 1. Default 0.82. */
  quality?: number;
  /**
   * A photo no larger than this, in bytes, and within `maxSide` is sent as it was picked.
   * Default 300 KB.
   */
  keepUnderBytes?: number;
}

/** The defaults of `ImageShrinkOptions`. */
export const DEFAULT_IMAGE_SHRINK = {
  maxSide: 1600,
  quality: 0.82,
  keepUnderBytes: 300 * 1024,
} as const satisfies Required<ImageShrinkOptions>;

/** The largest photo accepted before it is made smaller, in bytes: what phone cameras take. */
export const MAX_SOURCE_IMAGE_BYTES = 30 * 1024 * 1024;

/**
 * Draws an image at a size and encodes it as JPEG; `null` where the platform cannot (no
 * `createImageBitmap` or canvas encoding, as in jsdom).
 */
export type ImageEncoder = (
  file: Blob,
  size: { width: number; height: number },
  quality: number,
) => Promise<Blob | null>;

/**
 * The browser's encoder: `createImageBitmap` decodes the photo turned upright by its EXIF
 * orientation, a canvas (an `OffscreenCanvas` where there is one) draws it at the new size on
 * white (a transparent PNG has no black background) and encodes it as JPEG.
 */
export const encodeWithCanvas: ImageEncoder = async (file, { width, height }, quality) => {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    if (typeof document === 'undefined') return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', quality);
    });
  } finally {
    // The decoded pixels of a phone photo take tens of megabytes: freed now, not at collection.
    bitmap.close();
  }
};

let defaultEncoder: ImageEncoder = encodeWithCanvas;

/**
 * Replaces the encoder `shrinkImage` uses by default and returns a function that puts the previous
 * one back. For tests: use `stubImageEncoding` from `@matjar/ui/testing`.
 */
export function setDefaultImageEncoder(encoder: ImageEncoder): () => void {
  const previous = defaultEncoder;
  defaultEncoder = encoder;
  return () => {
    defaultEncoder = previous;
  };
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/**
 * A picked photo made ready to send: at most `maxSide` pixels on its longest side, upright (its EXIF
 * orientation applied), as JPEG. A GIF (which may move), a photo already small enough, or one the
 * platform cannot re-encode is sent as picked; so is one whose new version would not be smaller.
 *
 * @example
 * const check = await checkImageFile(file);
 * if (check.status === 'accepted') upload(await shrinkImage(check));
 */
export async function shrinkImage(
  image: Pick<AcceptedImageFile, 'file' | 'format' | 'width' | 'height'>,
  options: ImageShrinkOptions = {},
  encode: ImageEncoder = defaultEncoder,
): Promise<File> {
  const maxSide = options.maxSide ?? DEFAULT_IMAGE_SHRINK.maxSide;
  const quality = options.quality ?? DEFAULT_IMAGE_SHRINK.quality;
  const keepUnderBytes = options.keepUnderBytes ?? DEFAULT_IMAGE_SHRINK.keepUnderBytes;
  const { file, format, width, height } = image;
  const longest = Math.max(width, height);
  if (format === 'gif') return file;
  if (longest <= maxSide && file.size <= keepUnderBytes) return file;
  const scale = Math.min(1, maxSide / longest);
  const size = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  let encoded: Blob | null;
  try {
    encoded = await encode(file, size, quality);
  } catch {
    // A photo the browser checked but cannot draw again is sent as it is.
    return file;
  }
  if (!encoded || encoded.size === 0) return file;
  if (encoded.size >= file.size && longest <= maxSide) return file;
  return new File([encoded], jpegName(file.name), {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
}
