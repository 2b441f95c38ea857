/** An image format recognised by its first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Every format the checker recognises, in the order they are named to users. */
export const IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'webp'];

/** The media type of each format, e.g. for an `accept` attribute. */
export const IMAGE_MEDIA_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The name of each format as users know it. */
export const IMAGE_FORMAT_NAMES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
};

/** The size of a decoded image, in pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/** The smallest and largest decoded size accepted, in pixels. */
export interface ImageDimensionLimits {
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/** What an image file must be to be accepted. Every limit has a default. */
export interface ImageLimits {
  /** The largest file accepted, in bytes. Default 5 MB. */
  maxBytes?: number;
  /** The formats accepted. Default: JPEG, PNG, GIF and WebP. */
  formats?: readonly ImageFormat[];
  /** The decoded size accepted. Default: from 1×1 to 8000×8000 pixels. */
  dimensions?: ImageDimensionLimits;
}

/** Reads the decoded size of an image; rejects when the bytes cannot be decoded. */
export type ImageDimensionsReader = (file: Blob) => Promise<ImageDimensions>;

/** Options of `checkImageFile`: the limits, and how to decode. */
export interface ImageCheckOptions extends ImageLimits {
  /** Decodes the image to read its size. Default: the browser's decoder (`readImageDimensions`). */
  readDimensions?: ImageDimensionsReader;
}

/** Options of `checkImageFiles`: the limits, and how many images there may be in all. */
export interface ImageFilesCheckOptions extends ImageCheckOptions {
  /** The most images there may be, counting `pickedCount`; no limit when omitted. */
  maxCount?: number;
  /** How many images are already picked. Default 0. */
  pickedCount?: number;
}

/** The defaults of `ImageLimits`. */
export const DEFAULT_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  formats: IMAGE_FORMATS,
  dimensions: { minWidth: 1, minHeight: 1, maxWidth: 8000, maxHeight: 8000 },
} as const satisfies Required<ImageLimits> & { dimensions: Required<ImageDimensionLimits> };

/** Why a file was refused, with the limit it broke. */
export type ImageRefusal =
  | { reason: 'notImage'; formats: readonly ImageFormat[] }
  | { reason: 'tooLarge'; maxBytes: number }
  | { reason: 'tooSmall'; minWidth: number; minHeight: number; width: number; height: number }
  | { reason: 'tooBig'; maxWidth: number; maxHeight: number; width: number; height: number }
  | { reason: 'unreadable' }
  | { reason: 'tooMany'; maxCount: number };

/** The reason of an `ImageRefusal`. */
export type ImageRefusalReason = ImageRefusal['reason'];

/** A file that is an image within the limits. */
export interface AcceptedImageFile {
  status: 'accepted';
  file: File;
  format: ImageFormat;
  width: number;
  height: number;
}

/** A file that was refused, and why. */
export type RefusedImageFile = { status: 'refused'; file: File } & ImageRefusal;

/** The verdict on one file. */
export type ImageFileCheck = AcceptedImageFile | RefusedImageFile;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/**
 * The format of an image by its first bytes (at least 12 of them), whatever its name or declared
 * type; `null` when they are not those of a JPEG, PNG, GIF or WebP image.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

function decodeWithImageElement(file: Blob): Promise<ImageDimensions> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/**
 * Decodes an image with the browser to read its size: `createImageBitmap` where there is one,
 * otherwise an `<img>` on an object URL. Rejects when the bytes cannot be decoded.
 */
export async function readImageDimensions(file: Blob): Promise<ImageDimensions> {
  if (typeof createImageBitmap !== 'function') return decodeWithImageElement(file);
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    // The decoded pixels can take hundreds of megabytes: free them now, not at collection.
    bitmap.close();
  }
}

let defaultDimensionsReader: ImageDimensionsReader = readImageDimensions;

/**
 * Replaces the decoder used when no `readDimensions` is passed, and returns a function that puts
 * the previous one back. For test environments without image decoding (jsdom): use
 * `stubImageDecoding` from `@matjar/ui/testing`.
 */
export function setDefaultImageDimensionsReader(reader: ImageDimensionsReader): () => void {
  const previous = defaultDimensionsReader;
  defaultDimensionsReader = reader;
  return () => {
    defaultDimensionsReader = previous;
  };
}

async function readHeader(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    // A file deleted or moved since it was picked cannot be read.
    return null;
  }
}

/**
 * Checks, before anything is sent, that a file is an image within the limits: its format by its
 * first bytes (the declared type and the name are ignored), its size, then its decoded dimensions.
 * A file that looks like an image but cannot be decoded is refused as `unreadable`.
 *
 * @example
 * const check = await checkImageFile(file, { maxBytes: 2 * 1024 * 1024, formats: ['jpeg', 'png'] });
 * if (check.status === 'refused') showRefusal(check);
 */
export async function checkImageFile(
  file: File,
  options: ImageCheckOptions = {},
): Promise<ImageFileCheck> {
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_LIMITS.maxBytes;
  const formats = options.formats ?? DEFAULT_IMAGE_LIMITS.formats;
  const defaults = DEFAULT_IMAGE_LIMITS.dimensions;
  const minWidth = options.dimensions?.minWidth ?? defaults.minWidth;
  const minHeight = options.dimensions?.minHeight ?? defaults.minHeight;
  const maxWidth = options.dimensions?.maxWidth ?? defaults.maxWidth;
  const maxHeight = options.dimensions?.maxHeight ?? defaults.maxHeight;
  const readDimensions = options.readDimensions ?? defaultDimensionsReader;

  const header = await readHeader(file);
  if (!header) return { status: 'refused', file, reason: 'unreadable' };
  const format = sniffImageFormat(header);
  if (!format || !formats.includes(format)) {
    return { status: 'refused', file, reason: 'notImage', formats };
  }
  if (file.size > maxBytes) return { status: 'refused', file, reason: 'tooLarge', maxBytes };

  let dimensions: ImageDimensions;
  try {
    dimensions = await readDimensions(file);
  } catch {
    return { status: 'refused', file, reason: 'unreadable' };
  }
  const { width, height } = dimensions;
  if (!(width > 0 && height > 0)) return { status: 'refused', file, reason: 'unreadable' };
  if (width < minWidth || height < minHeight) {
    return { status: 'refused', file, reason: 'tooSmall', minWidth, minHeight, width, height };
  }
  if (width > maxWidth || height > maxHeight) {
    return { status: 'refused', file, reason: 'tooBig', maxWidth, maxHeight, width, height };
  }
  return { status: 'accepted', file, format, width, height };
}

/**
 * Checks several files in order with `checkImageFile`. Once accepted files fill the room left by
 * `maxCount`, the rest are refused as `tooMany` without being read.
 *
 * @example
 * const checks = await checkImageFiles(files, { maxCount: 5, pickedCount: photos.length });
 * const accepted = checks.filter((check) => check.status === 'accepted');
 */
export async function checkImageFiles(
  files: readonly File[],
  { maxCount, pickedCount = 0, ...options }: ImageFilesCheckOptions = {},
): Promise<ImageFileCheck[]> {
  const checks: ImageFileCheck[] = [];
  let count = pickedCount;
  // One at a time: decoding several large photos at once can exhaust a phone's memory.
  for (const file of files) {
    if (maxCount !== undefined && count >= maxCount) {
      checks.push({ status: 'refused', file, reason: 'tooMany', maxCount });
      continue;
    }
    const check = await checkImageFile(file, options);
    if (check.status === 'accepted') count += 1;
    checks.push(check);
  }
  return checks;
}
