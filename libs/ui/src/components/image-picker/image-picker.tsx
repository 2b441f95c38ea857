import { type ChangeEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const pickCount = useRef(0);
  const [uncontrolledImages, setUncontrolledImages] =
    useState<readonly PickedImage[]>(defaultValue);

  const images = value ?? uncontrolledImages;
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
    hasError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : hasError ? 'invalid' : isFull ? 'full' : 'idle';

  const update = (next: PickedImage[]) => {
    setUncontrolledImages(next);
    onChange?.(next);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    // `accept` only guides the file dialog; a dropped or "all files" pick can still be anything.
    const files = Array.from(event.target.files ?? []).filter((file) =>
      file.type.startsWith('image/'),
    );
    // Cleared so that picking the same file again, after removing it, is seen as a change.
    event.target.value = '';
    const room = limit - images.length;
    if (files.length === 0 || room <= 0) return;
    const picked = files.slice(0, room).map((file) => {
      pickCount.current += 1;
      return { id: `${generatedId}-image-${pickCount.current}`, file };
    });
    update([...images, ...picked]);
  };

  const handleRemove = (imageId: string) => {
    update(images.filter((image) => image.id !== imageId));
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
            accept="image/*"
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
