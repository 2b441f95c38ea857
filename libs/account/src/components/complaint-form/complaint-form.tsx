import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  type ComplaintInput,
  type ComplaintType,
  complaintTypeSchema,
  lengthAsSent,
} from '@matjar/api-client';
import { useFormMessage } from '@matjar/auth';
import { useFormatters, validationMessages, failureMessage } from '@matjar/i18n';
import {
  Button,
  FormAlert,
  ImagePicker,
  RadioGroup,
  TextArea,
  TextField,
  type ImageFormat,
  type PickedImage,
} from '@matjar/ui';
import { complaintMessages } from '../complaints-list/messages.js';
import { complaintFormMessages as m } from './messages.js';

/** The most images a complaint can carry (the store's limit). */
const COMPLAINT_MAX_IMAGES = 5;
/** The largest image sent, in megabytes, once a photo has been made smaller. */
const COMPLAINT_MAX_IMAGE_MB = 5;
/** The image formats accepted. */
const COMPLAINT_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

const TITLE_MAX_LENGTH = 255;
const MESSAGE_MAX_LENGTH = 5000;
const MAX_IMAGE_BYTES = COMPLAINT_MAX_IMAGE_MB * 1024 * 1024;

// Counted as the store counts: a line break is sent as two characters (CR LF).
const requiredText = (required: string, tooLong: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.check((text: string) => lengthAsSent(text) <= max, tooLong),
  );

// Messages are message ids, turned into text where they are shown.
const complaintFormSchema = v.object({
  type: complaintTypeSchema,
  title: requiredText(
    validationMessages.complaintSubjectRequired.id,
    m.titleTooLong.id,
    TITLE_MAX_LENGTH,
  ),
  message: requiredText(
    validationMessages.complaintMessageRequired.id,
    m.messageTooLong.id,
    MESSAGE_MAX_LENGTH,
  ),
  images: v.pipe(
    v.array(v.custom<PickedImage>((value) => typeof value === 'object' && value !== null)),
    v.maxLength(COMPLAINT_MAX_IMAGES),
  ),
});

export interface ComplaintFormProps {
  /**
   * Called with the checked input (texts trimmed, images as files) when the customer sends the
   * form; pass it to `useCreateComplaint().mutate`. Success is the caller's to handle.
   */
  onSubmit: (input: ComplaintInput) => void;
  /** The complaint is on its way: the button shows it, the progress bar appears. */
  isPending: boolean;
  /** How much has been uploaded, 0 to 1 (`useCreateComplaint().progress`); unknown while 0. */
  progress?: number;
  /** The failure of the last submission (the mutation's `error`); shown above the button. */
  error?: unknown;
  /** The type chosen at first. Default `complaint`. */
  defaultType?: ComplaintType;
  className?: string;
}

/**
 * The form that sends a complaint or suggestion: its type, a subject, the message and up to five
 * images (JPEG, PNG or WebP by their content; a large photo is made smaller, and one still over
 * 5 MB, or a file that is not such an image, is refused with a message naming it, before anything
 * is sent). While it is sent, a progress bar shows the upload. A failed submission keeps every field and image and shows why above the button (a body
 * the server finds too large says so); on success the caller moves on.
 *
 * @example
 * const create = useCreateComplaint();
 * <ComplaintForm
 *   onSubmit={(input) =>
 *     create.mutate(input, { onSuccess: (complaint) => navigate(`/complaints/${complaint.id}`) })
 *   }
 *   isPending={create.isPending}
 *   progress={create.progress}
 *   error={create.error}
 * />
 */
export function ComplaintForm({
  onSubmit,
  isPending,
  progress = 0,
  error,
  defaultType = 'complaint',
  className,
}: ComplaintFormProps) {
  const intl = useIntl();
  const format = useFormatters();
  const formMessage = useFormMessage();
  const progressId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(complaintFormSchema),
    defaultValues: { type: defaultType, title: '', message: '', images: [] },
  });

  const ownMessages = new Map<string, [MessageDescriptor, number]>([
    [m.titleTooLong.id, [m.titleTooLong, TITLE_MAX_LENGTH]],
    [m.messageTooLong.id, [m.messageTooLong, MESSAGE_MAX_LENGTH]],
  ]);
  const errorText = (id: string | undefined) => {
    const own = id ? ownMessages.get(id) : undefined;
    return own ? intl.formatMessage(own[0], { max: own[1] }) : formMessage(id);
  };

  const submit = handleSubmit((values) => {
    if (isPending) return;
    onSubmit({
      type: values.type,
      title: values.title,
      message: values.message,
      ...(values.images.length > 0 ? { images: values.images.map((image) => image.file) } : {}),
    });
  });

  const failure = error ? failureMessage(intl, error) : undefined;

  return (
    <form
      className={['account-complaint-form', className].filter(Boolean).join(' ')}
      noValidate
      aria-busy={isPending || undefined}
      data-state={isPending ? 'pending' : 'idle'}
      onSubmit={submit}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup<ComplaintType>
            label={intl.formatMessage(m.type)}
            orientation="horizontal"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            required
            options={[
              { value: 'complaint', label: intl.formatMessage(complaintMessages.typeComplaint) },
              { value: 'suggestion', label: intl.formatMessage(complaintMessages.typeSuggestion) },
            ]}
          />
        )}
      />
      <TextField
        label={intl.formatMessage(m.title)}
        required
        maxLength={TITLE_MAX_LENGTH}
        dir="auto"
        error={errorText(errors.title?.message)}
        {...register('title')}
      />
      <TextArea
        label={intl.formatMessage(m.message)}
        hint={intl.formatMessage(m.messageHint)}
        required
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        dir="auto"
        error={errorText(errors.message?.message)}
        {...register('message')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            label={intl.formatMessage(m.images)}
            hint={intl.formatMessage(m.imagesHint, { max: COMPLAINT_MAX_IMAGES })}
            isMultiple
            max={COMPLAINT_MAX_IMAGES}
            maxBytes={MAX_IMAGE_BYTES}
            formats={COMPLAINT_IMAGE_FORMATS}
            disabled={isPending}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {isPending ? (
        <div className="account-complaint-form__progress">
          <label className="account-complaint-form__progress-label" htmlFor={progressId}>
            {intl.formatMessage(m.sending)}
          </label>
          <div className="account-complaint-form__progress-row">
            <progress
              id={progressId}
              className="account-complaint-form__progress-bar"
              max={1}
              value={progress > 0 ? Math.min(1, progress) : undefined}
            />
            {progress > 0 ? (
              <span className="account-complaint-form__percent" aria-hidden="true">
                <bdi>{format.number(Math.min(1, progress), { style: 'percent' })}</bdi>
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      <FormAlert message={failure} />
      <Button type="submit" isFullWidth isLoading={isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
