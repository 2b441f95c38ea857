import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAuthState, useFormMessage } from '@matjar/auth';
import { Button, FormAlert, PhoneField, TextArea, TextField } from '@matjar/ui';
import { useContactUs } from '../../hooks/use-content.js';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_TOO_LONG,
  type ContactFormValues,
  contactFormFieldsSchema,
} from './contact-form-schema.js';
import { contactFormMessages as m } from './messages.js';
import { failureMessage } from '@matjar/i18n';

const emptyValues: ContactFormValues = { name: '', phone: '', subject: '', title: '', message: '' };

type SubmitState = { state: 'idle' } | { state: 'sent' } | { state: 'failed'; message?: string };

export interface ContactFormProps {
  /**
   * Sends the form: resolves once the store has it, rejects (with an `ApiError`) when it refuses.
   * The values are trimmed and the phone is national digits `5XXXXXXXX`.
   */
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
  /** The form is on its way: the button shows it and cannot be pressed. */
  isPending: boolean;
  /** Values to start from (and to return to once sent), e.g. the signed-in customer's name. */
  defaultValues?: Partial<ContactFormValues>;
  className?: string;
}

/**
 * The contact-us form: name, Saudi mobile number, subject, message title and message, all required.
 * Once sent it says so and starts again from `defaultValues`; a failure keeps everything typed and
 * shows the store's message above the button. `ContactUsForm` is this form sending to the store.
 *
 * @example
 * const contactUs = useContactUs();
 * <ContactForm onSubmit={contactUs.mutateAsync} isPending={contactUs.isPending} />
 */
export function ContactForm({ onSubmit, isPending, defaultValues, className }: ContactFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const statusId = useId();
  const [result, setResult] = useState<SubmitState>({ state: 'idle' });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(contactFormFieldsSchema),
    defaultValues: { ...emptyValues, ...defaultValues },
  });

  const submit = handleSubmit(async (values) => {
    setResult({ state: 'idle' });
    try {
      await onSubmit(values);
      reset();
      setResult({ state: 'sent' });
    } catch (error) {
      // Every field keeps what was typed.
      setResult({ state: 'failed', message: failureMessage(intl, error) });
    }
  });

  return (
    <form
      className={['account-contact-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
      data-state={result.state}
    >
      <TextField
        className="account-contact-form__field"
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        required
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            className="account-contact-form__field"
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            error={message(errors.phone?.message)}
          />
        )}
      />
      <TextField
        className="account-contact-form__field"
        label={intl.formatMessage(m.subject)}
        maxLength={CONTACT_LIMITS.subject}
        required
        error={message(errors.subject?.message)}
        {...register('subject')}
      />
      <TextField
        className="account-contact-form__field"
        label={intl.formatMessage(m.title)}
        maxLength={CONTACT_LIMITS.title}
        required
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <TextArea
        className="account-contact-form__field account-contact-form__field--wide"
        label={intl.formatMessage(m.message)}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        dir="auto"
        required
        error={
          errors.message?.message === CONTACT_MESSAGE_TOO_LONG
            ? intl.formatMessage(m.messageTooLong, { max: CONTACT_LIMITS.message })
            : message(errors.message?.message)
        }
        {...register('message')}
      />
      <div className="account-contact-form__end">
        <p id={statusId} role="status" className="account-contact-form__sent">
          {result.state === 'sent' ? intl.formatMessage(m.sent) : null}
        </p>
        <FormAlert message={result.state === 'failed' ? result.message : undefined} />
        <Button
          type="submit"
          className="account-contact-form__submit"
          isLoading={isPending || isSubmitting}
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </form>
  );
}

export interface ContactUsFormProps {
  /** Values to start from; by default the signed-in customer's name and phone. */
  defaultValues?: Partial<ContactFormValues>;
  /** After the store has the message. */
  onSent?: () => void;
  className?: string;
}

/**
 * The contact-us form sending to the store (`POST contact-us`), filled in with the signed-in
 * customer's name and phone. Needs the app's `ApiClientProvider` and `QueryClientProvider`.
 *
 * @example
 * <ContactUsForm />
 */
export function ContactUsForm({ defaultValues, onSent, className }: ContactUsFormProps) {
  const contactUs = useContactUs();
  const { authUser } = useAuthState();
  return (
    <ContactForm
      // The customer's details reach the page after it hydrates: the form starts again with them.
      key={authUser?.id ?? 'visitor'}
      className={className}
      isPending={contactUs.isPending}
      defaultValues={defaultValues ?? { name: authUser?.name ?? '', phone: authUser?.phone ?? '' }}
      onSubmit={async (values) => {
        await contactUs.mutateAsync(values);
        onSent?.();
      }}
    />
  );
}
