import {
  type ChangeEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_IMAGE_LIMITS,
  IMAGE_MEDIA_TYPES,
  type ImageDimensionLimits,
  type ImageFileCheck,
  type ImageFormat,
  type RefusedImageFile,
  checkImageFiles,
} from '../../lib/image-file-check.js';
import {
  type ImageShrinkOptions,
  MAX_SOURCE_IMAGE_BYTES,
  shrinkImage,
} from '../../lib/image-shrink.js';
import { formatImageRefusal } from './format-image-refusal.js';
import { imagePickerMessages } from './messages.js';

/** An image the user picked, with the id that keys its upload progress. */
export interface PickedImage {
  id: string;
  file: File;
}

export interface ImagePickerProps {
  /** Names the picker: what the images are for. */
  label: ReactNode;
  /** The picked images (controlled). */
  value?: readonly PickedImage[];
  /** The initially picked images when uncontrolled. */
  defaultValue?: readonly PickedImage[];
  /** Called with every picked image, in order, after each pick or removal. */
  onChange?: (images: PickedImage[]) => void;
  /** Lets the user pick several images. Default false: one image. */
  isMultiple?: boolean;
  /** The most images that can be picked when `isMultiple`; none when omitted. */
  max?: number;
  /** The largest image sent, in bytes (after `shrink`). Default 5 MB. */
  maxBytes?: number;
  /**
   * How photos are made smaller before they are kept: at most 1600 pixels on their longest side,
   * upright, as JPEG (`shrinkImage`). A photo up to 30 MB is accepted as picked, and refused only
   * when what is left is still larger than `maxBytes`. `false` keeps every file as picked.
   */
  shrink?: ImageShrinkOptions | false;
  /** The image formats accepted, recognised by their content. Default: JPEG, PNG, GIF and WebP. */
  formats?: readonly ImageFormat[];
  /** The decoded size accepted, in pixels. Default: from 1×1 to 8000×8000. */
  dimensions?: ImageDimensionLimits;
  /** Upload progress from 0 to 100 by image id; an image at 100 is uploaded. */
  progress?: Readonly<Record<string, number>>;
  /** Help shown under the picker and read with it. */
  hint?: ReactNode;
  /** A localized error message (e.g. `validationMessages.imageRequired`); read with the picker. */
  error?: ReactNode;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

type ItemState = 'idle' | 'uploading' | 'uploaded';
type PickerState = 'disabled' | 'invalid' | 'checking' | 'full' | 'idle';

/**
 * Shows a picked file through an object URL that lives exactly as long as the `<img>`: released when
 * the image is removed or the picker goes away.
 */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const attachObjectUrl = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attachObjectUrl} className="mj-image-picker__image" alt={alt} />;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Picks one or several images from the device or camera, shows their previews, each with a remove
 * button and its upload progress. Uploading is the caller's: it receives every picked image with an
 * id, and passes progress back by that id.
 *
 * Every pick is checked before it is added, with `checkImageFile`: the format by the file's
 * content (not its name or declared type), `maxBytes`, `dimensions`, and the room left under
 * `max`. Accepted files are added; each refused one is named, with the reason, in a message read
 * with the picker; the images already picked are kept.
 *
 * @example
 * <ImagePicker
 *   label={intl.formatMessage(messages.returnPhotos)}
 *   isMultiple
 *   max={5}
 *   value={photos}
 *   onChange={setPhotos}
 *   progress={uploadProgress}
 *   error={errors.photos && intl.formatMessage(validationMessages.returnPhotosRequired)}
 * />
 */
export function ImagePicker({
  label,
  value,
  defaultValue = [],
  onChange,
  isMultiple = false,
  max,
  maxBytes = DEFAULT_IMAGE_LIMITS.maxBytes,
  shrink = {},
  formats = DEFAULT_IMAGE_LIMITS.formats,
  dimensions,
  progress,
  hint,
  error,
  id,
  disabled = false,
  required = false,
  className,
}: ImagePickerProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const labelId = `${generatedId}-label`;
  const addLabelId = `${generatedId}-add`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const limitId = `${generatedId}-limit`;
  const refusalsId = `${generatedId}-refusals`;
  const inputRef = useRef<HTMLInputElement>(null);
  const pickCount = useRef(0);
  const [uncontrolledImages, setUncontrolledImages] =
    useState<readonly PickedImage[]>(defaultValue);
  const [refusals, setRefusals] = useState<readonly RefusedImageFile[]>([]);
  const [pendingChecks, setPendingChecks] = useState(0);

  const images = value ?? uncontrolledImages;
  // Checks end after the render that started them: they add to the images as they are by then.
  const latestImages = useRef(images);
  const checkQueue = useRef<Promise<void>>(Promise.resolve());
  const isMounted = useRef(false);
  useEffect(() => {
    latestImages.current = images;
  });
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const limit = isMultiple ? (max ?? Number.POSITIVE_INFINITY) : 1;
  const isFull = images.length >= limit;
  const hasError = Boolean(error);
  const limitMessage =
    isMultiple && max !== undefined && isFull
      ? intl.formatMessage(imagePickerMessages.maxReached, { max })
      : null;
  const describedBy = [
    hint ? hintId : undefined,
    limitMessage ? limitId : undefined,
    refusals.length > 0 ? refusalsId : undefined,
    hasError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const state: PickerState = disabled
    ? 'disabled'
    : hasError
      ? 'invalid'
      : pendingChecks > 0
        ? 'checking'
        : isFull
          ? 'full'
          : 'idle';

  const update = (next: PickedImage[]) => {
    latestImages.current = next;
    setUncontrolledImages(next);
    onChange?.(next);
  };

  const addChecked = async (files: readonly File[]) => {
    const checks = await checkImageFiles(files, {
      // A photo as the camera took it may be large: what counts is its size once made smaller.
      maxBytes: shrink ? Math.max(maxBytes, MAX_SOURCE_IMAGE_BYTES) : maxBytes,
      formats,
      ...(dimensions ? { dimensions } : {}),
      ...(Number.isFinite(limit) ? { maxCount: limit } : {}),
      pickedCount: latestImages.current.length,
    });
    const ready: ImageFileCheck[] = [];
    // One at a time, as the checks: each photo is decoded again to be drawn smaller.
    for (const check of checks) {
      if (check.status !== 'accepted') {
        ready.push(check);
        continue;
      }
      const file = shrink ? await shrinkImage(check, shrink) : check.file;
      ready.push(
        file.size > maxBytes
          ? { status: 'refused', file: check.file, reason: 'tooLarge', maxBytes }
          : { ...check, file },
      );
    }
    if (!isMounted.current) return;
    const picked = ready.flatMap((check) => {
      if (check.status !== 'accepted') return [];
      pickCount.current += 1;
      return [{ id: `${generatedId}-image-${pickCount.current}`, file: check.file }];
    });
    setRefusals(ready.filter((check) => check.status === 'refused'));
    if (picked.length > 0) update([...latestImages.current, ...picked]);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    // `accept` only guides the file dialog; a dropped or "all files" pick can still be anything.
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again, after removing it, is seen as a change.
    event.target.value = '';
    if (files.length === 0) return;
    setPendingChecks((count) => count + 1);
    // One pick at a time, so that two quick picks cannot both fill the last room.
    const run = checkQueue.current
      .then(() => addChecked(files))
      .finally(() => {
        if (isMounted.current) setPendingChecks((count) => count - 1);
      });
    checkQueue.current = run.catch((failure: unknown) => {
      // Reported as uncaught, without holding back the picks that follow.
      queueMicrotask(() => {
        throw failure;
      });
    });
  };

  const handleRemove = (imageId: string) => {
    update(images.filter((image) => image.id !== imageId));
    setRefusals([]);
    // The pressed button goes away with its image; keep the user in the picker.
    inputRef.current?.focus();
  };

  const stateOf = (imageId: string): ItemState => {
    const percent = progress?.[imageId];
    if (percent === undefined) return 'idle';
    return percent >= 100 ? 'uploaded' : 'uploading';
  };

  return (
    <div className={['mj-image-picker', className].filter(Boolean).join(' ')} data-state={state}>
      <span className="mj-image-picker__label" id={labelId}>
        {label}
        {required ? (
          <span className="mj-image-picker__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className="mj-image-picker__grid">
        <div className="mj-image-picker__add-item">
          <input
            ref={inputRef}
            id={inputId}
            className="mj-image-picker__input mj-visually-hidden"
            type="file"
            accept={formats.map((format) => IMAGE_MEDIA_TYPES[format]).join(',')}
            multiple={isMultiple}
            disabled={disabled}
            required={required && images.length === 0}
            aria-labelledby={`${labelId} ${addLabelId}`}
            aria-describedby={describedBy || undefined}
            aria-invalid={hasError || undefined}
            aria-disabled={isFull || undefined}
            onClick={(event) => {
              if (isFull) event.preventDefault();
            }}
            onChange={handlePick}
          />
          <label
            className="mj-image-picker__add"
            htmlFor={inputId}
            data-state={disabled || isFull ? 'disabled' : 'idle'}
          >
            <span className="mj-image-picker__add-icon" aria-hidden="true">
              +
            </span>
            <span id={addLabelId}>
              {intl.formatMessage(
                isMultiple ? imagePickerMessages.addImages : imagePickerMessages.addImage,
              )}
            </span>
          </label>
        </div>
        {images.length > 0 ? (
          <ul className="mj-image-picker__list" aria-labelledby={labelId}>
            {images.map((image, index) => {
              const itemState = stateOf(image.id);
              const percent = progress?.[image.id];
              return (
                <li key={image.id} className="mj-image-picker__item" data-state={itemState}>
                  <ImagePreview
                    file={image.file}
                    alt={intl.formatMessage(imagePickerMessages.preview, { index: index + 1 })}
                  />
                  {itemState === 'uploading' && percent !== undefined ? (
                    <progress
                      className="mj-image-picker__progress"
                      max={100}
                      value={clampPercent(percent)}
                      aria-label={intl.formatMessage(imagePickerMessages.uploading, {
                        index: index + 1,
                      })}
                    />
                  ) : null}
                  <button
                    type="button"
                    className="mj-image-picker__remove"
                    aria-label={intl.formatMessage(imagePickerMessages.remove, {
                      index: index + 1,
                    })}
                    disabled={disabled}
                    onClick={() => handleRemove(image.id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {/* Always present, so that reaching the limit is announced. */}
      <p className="mj-image-picker__limit" id={limitId} aria-live="polite">
        {limitMessage}
      </p>
      {/* Always present, so that a refused file is announced. */}
      <div className="mj-image-picker__refusals" id={refusalsId} aria-live="polite">
        {refusals.map((refused, index) => (
          <p key={`${index}-${refused.file.name}`} className="mj-image-picker__refusal">
            {formatImageRefusal(intl, refused)}
          </p>
        ))}
      </div>
      {hint ? (
        <p className="mj-image-picker__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mj-image-picker__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
