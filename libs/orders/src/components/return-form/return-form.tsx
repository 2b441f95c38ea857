import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderItem } from '@matjar/api-client';
import { useFormatters, validationMessages } from '@matjar/i18n';
import {
  Button,
  ImagePicker,
  type PickedImage,
  QuantityStepper,
  TextArea,
  VariantLabel,
} from '@matjar/ui';
import { returnFormMessages as m, returnItemMessages } from './messages.js';

/** The most photos a return request carries (the store's limit). */
const MAX_PHOTOS = 5;
/** The longest reason the store takes, a line break counting as two characters. */
const REASON_MAX_LENGTH = 1000;
/** The largest photo sent, in megabytes, once it has been made smaller. */
const MAX_PHOTO_MB = 5;
const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

/** What a return request sends: the items with their quantities, the reason and the photos. */
export interface ReturnFormInput {
  /** Ids of the order's items to return, in the order's order. */
  item_ids: number[];
  /** How many of each item to return, in the order of `item_ids`. */
  quantities: number[];
  /** Why the products are returned, trimmed and never blank. */
  reason: string;
  /** One to five images, made smaller as they were picked, 5 MB each at most. */
  photos: File[];
}

export interface ReturnFormProps {
  /** The items of the order that may be returned. */
  items: readonly OrderItem[];
  /**
   * Called with the checked request when the customer sends a complete form (at least one item, a
   * reason and a photo); pass it to the return mutation. Success is the caller's to handle.
   */
  onSubmit: (input: ReturnFormInput) => void;
  /** The request is on its way: the button shows it and ignores presses, the photos show progress. */
  isPending?: boolean;
  /** How much of the photos has been uploaded, 0 to 1, while `isPending`. */
  progress?: number;
  /** A localized message of the last failed submission; every field is kept. */
  error?: ReactNode;
  className?: string;
}

type Field = 'items' | 'reason' | 'photos';

const percentOf = (progress: number | undefined) =>
  Math.round(Math.min(1, Math.max(0, progress ?? 0)) * 100);

/**
 * The return request of an order (`/orderDetailes/{id}/return`): the customer ticks the items to
 * return and, for each, how many (1 to the ordered quantity, all of them at first); writes the
 * reason; and adds one to five photos (JPEG, PNG, GIF or WebP images of 5 MB at most, checked
 * before anything is sent: a file that is not is refused with a message naming it, the others are
 * kept). Sending checks, in place and without calling
 * `onSubmit`, that an item is chosen, the reason is not blank and a photo is added. While sending,
 * every photo shows the upload `progress`; a failed submission shows `error` and keeps everything.
 *
 * @example
 * const requestReturn = useRequestReturn(order.id);
 * <ReturnForm
 *   items={order.items}
 *   onSubmit={(input) => requestReturn.mutate(input, { onSuccess: showReturnDetails })}
 *   isPending={requestReturn.isPending}
 *   progress={requestReturn.progress}
 *   error={requestReturn.error ? messageOf(requestReturn.error) : undefined}
 * />
 */
export function ReturnForm({
  items,
  onSubmit,
  isPending = false,
  progress,
  error,
  className,
}: ReturnFormProps) {
  const intl = useIntl();
  const format = useFormatters();
  const baseId = useId();
  const itemsHintId = `${baseId}-items-hint`;
  const itemsErrorId = `${baseId}-items-error`;
  const photosInputId = `${baseId}-photos`;
  const firstCheckboxRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  /** The chosen items: item id → how many to return. */
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<PickedImage[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(() => new Set());

  const clear = (field: Field) =>
    setInvalid((previous) => {
      if (!previous.has(field)) return previous;
      const next = new Set(previous);
      next.delete(field);
      return next;
    });

  const setQuantity = (itemId: number, quantity: number | undefined) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (quantity === undefined) next.delete(itemId);
      else next.set(itemId, quantity);
      return next;
    });

  const handlePhotos = (next: PickedImage[]) => {
    setPhotos(next);
    if (next.length > 0) clear('photos');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const returned = items.filter((item) => chosen.has(item.id));
    const trimmed = reason.trim();
    const missing = new Set<Field>();
    if (returned.length === 0) missing.add('items');
    if (trimmed === '') missing.add('reason');
    if (photos.length === 0) missing.add('photos');
    setInvalid(missing);
    if (missing.has('items')) {
      firstCheckboxRef.current?.focus();
      return;
    }
    if (missing.has('reason')) {
      reasonRef.current?.focus();
      return;
    }
    if (missing.has('photos')) {
      document.getElementById(photosInputId)?.focus();
      return;
    }
    onSubmit({
      item_ids: returned.map((item) => item.id),
      quantities: returned.map((item) => chosen.get(item.id) ?? item.quantity),
      reason: trimmed,
      photos: photos.map((photo) => photo.file),
    });
  };

  const percent = percentOf(progress);
  const photoProgress = isPending
    ? Object.fromEntries(photos.map((photo) => [photo.id, percent]))
    : undefined;
  const itemsInvalid = invalid.has('items');

  return (
    <form
      className={['orders-return-form', className].filter(Boolean).join(' ')}
      noValidate
      aria-busy={isPending || undefined}
      data-state={isPending ? 'pending' : invalid.size > 0 ? 'invalid' : 'idle'}
      onSubmit={handleSubmit}
    >
      <fieldset
        className="orders-return-form__items"
        aria-describedby={itemsInvalid ? `${itemsHintId} ${itemsErrorId}` : itemsHintId}
      >
        <legend className="orders-return-form__legend">{intl.formatMessage(m.items)}</legend>
        <p className="orders-return-form__hint" id={itemsHintId}>
          {intl.formatMessage(m.itemsHint)}
        </p>
        <ul className="orders-return-form__list">
          {items.map((item, index) => {
            const quantity = chosen.get(item.id);
            const isChecked = quantity !== undefined;
            const checkboxId = `${baseId}-item-${item.id}`;
            const metaId = `${checkboxId}-meta`;
            return (
              <li
                key={item.id}
                className="orders-return-form__item"
                data-state={isChecked ? 'checked' : 'unchecked'}
              >
                <input
                  ref={index === 0 ? firstCheckboxRef : undefined}
                  id={checkboxId}
                  className="orders-return-form__checkbox"
                  type="checkbox"
                  checked={isChecked}
                  aria-describedby={metaId}
                  aria-invalid={itemsInvalid || undefined}
                  onChange={(event) => {
                    setQuantity(item.id, event.target.checked ? item.quantity : undefined);
                    if (event.target.checked) clear('items');
                  }}
                />
                <span className="orders-return-form__media">
                  {item.image ? (
                    <img
                      className="orders-return-form__image"
                      src={item.image}
                      alt=""
                      loading="lazy"
                    />
                  ) : null}
                </span>
                <div className="orders-return-form__details">
                  <label className="orders-return-form__name" htmlFor={checkboxId} dir="auto">
                    {item.name}
                  </label>
                  <p className="orders-return-form__meta" id={metaId}>
                    <VariantLabel options={format.variantOptions(item.variant)} />{' '}
                    <span className="orders-return-form__ordered">
                      <FormattedMessage
                        {...returnItemMessages.ordered}
                        values={{ count: <bdi>{format.number(item.quantity)}</bdi> }}
                      />
                    </span>
                  </p>
                </div>
                {isChecked ? (
                  <QuantityStepper
                    className="orders-return-form__stepper"
                    value={quantity}
                    min={1}
                    max={item.quantity}
                    label={intl.formatMessage(m.quantity, { name: item.name })}
                    onChange={(next) => setQuantity(item.id, next)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {itemsInvalid ? (
          <p className="orders-return-form__error" id={itemsErrorId}>
            {intl.formatMessage(validationMessages.selectReturnProducts)}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        ref={reasonRef}
        className="orders-return-form__reason"
        label={intl.formatMessage(m.reason)}
        name="reason"
        required
        rows={4}
        dir="auto"
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        error={
          invalid.has('reason')
            ? intl.formatMessage(validationMessages.returnReasonRequired)
            : undefined
        }
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') clear('reason');
        }}
      />
      <ImagePicker
        id={photosInputId}
        className="orders-return-form__photos"
        label={intl.formatMessage(m.photos)}
        hint={intl.formatMessage(m.photosHint, { max: MAX_PHOTOS })}
        isMultiple
        max={MAX_PHOTOS}
        maxBytes={MAX_PHOTO_BYTES}
        required
        disabled={isPending}
        value={photos}
        progress={photoProgress}
        error={
          invalid.has('photos')
            ? intl.formatMessage(validationMessages.returnPhotosRequired)
            : undefined
        }
        onChange={handlePhotos}
      />
      {error ? (
        <p className="orders-return-form__alert" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" isFullWidth isLoading={isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
