import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { City } from '@matjar/api-client';
import { successMessages, failureMessage } from '@matjar/i18n';
import { ImagePicker, SelectField, TextField, useToast } from '@matjar/ui';
import { useFormMessage } from '../../forms/form-message.js';
import { useUpdateProfile } from '../../hooks/auth-mutations.js';
import { useAuthState } from '../../session/session-provider.js';
import { SubmitRow } from '../shared/submit-row.js';
import { NAME_MAX_LENGTH } from '../../forms/field-schemas.js';
import { editProfileSchema } from './form-schemas.js';
import { editProfileMessages as m } from './messages.js';

export interface EditProfileFormProps {
  /** The cities of Saudi Arabia (`useSaudiCities().data.cities`). */
  cities: readonly City[];
  /** Saudi Arabia's id, sent with the city (`useSaudiCities().data.countryId`). */
  countryId?: number | null;
  /** The cities are still loading. */
  isCitiesLoading?: boolean;
  /** The cities could not be loaded. */
  hasCitiesError?: boolean;
  /** Completing the profile after activation (`?complete=1`): another title and an explanation. */
  isCompleting?: boolean;
  /** After the profile is saved and its new token stored. */
  onSaved?: () => void;
}

/**
 * Edits the customer's photo (one image), name, email and city; also completes a new account's
 * profile. On `success` (or `needCompleteInfo`) the new token is stored; success shows the
 * "profile updated" toast and calls `onSaved`. A failure keeps every field and shows the server's
 * message above the button.
 *
 * @example
 * const saudi = useSaudiCities();
 * <EditProfileForm
 *   cities={saudi.data?.cities ?? []}
 *   countryId={saudi.data?.countryId}
 *   onSaved={() => navigate('/profile')}
 * />
 */
export function EditProfileForm({
  cities,
  countryId,
  isCitiesLoading = false,
  hasCitiesError = false,
  isCompleting = false,
  onSaved,
}: EditProfileFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const { toast } = useToast();
  const { authUser } = useAuthState();
  const updateProfile = useUpdateProfile();
  const [flowMessage, setFlowMessage] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(editProfileSchema),
    defaultValues: {
      images: [],
      name: authUser?.name ?? '',
      email: authUser?.email ?? '',
      city_id: authUser?.city_id ? String(authUser.city_id) : '',
    },
  });

  // A native select shows a value only once it has that option. The cities usually arrive after
  // the form: the city chosen before is put back in the select when they do.
  useEffect(() => {
    if (cities.length > 0) setValue('city_id', getValues('city_id'));
  }, [cities, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFlowMessage(undefined);
    try {
      const result = await updateProfile.mutateAsync({
        name: values.name,
        email: values.email,
        city_id: values.city_id,
        ...(countryId ? { country_id: countryId } : {}),
        ...(values.images[0] ? { image: values.images[0].file } : {}),
      });
      if (result.key === 'success') {
        toast({ variant: 'success', title: intl.formatMessage(successMessages.profileUpdated) });
        onSaved?.();
      } else {
        setFlowMessage(result.msg);
      }
    } catch {
      // Shown by the alert from the mutation's error; every field keeps what was typed.
    }
  });

  const cityHint = isCitiesLoading
    ? intl.formatMessage(m.citiesLoading)
    : hasCitiesError
      ? intl.formatMessage(m.citiesFailed)
      : undefined;

  return (
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      {isCompleting ? (
        <p className="auth-profile-form__intro">{intl.formatMessage(m.completeBody)}</p>
      ) : null}
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            label={intl.formatMessage(m.photo)}
            hint={intl.formatMessage(m.photoHint)}
            value={field.value}
            onChange={field.onChange}
            max={1}
          />
        )}
      />
      <TextField
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        required
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <SelectField
        label={intl.formatMessage(m.city)}
        placeholder={intl.formatMessage(m.chooseCity)}
        options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
        required
        hint={cityHint}
        error={message(errors.city_id?.message)}
        {...register('city_id')}
      />
      <SubmitRow
        failure={
          flowMessage ??
          (updateProfile.isError ? failureMessage(intl, updateProfile.error) : undefined)
        }
        isPending={updateProfile.isPending}
      >
        {intl.formatMessage(m.submit)}
      </SubmitRow>
    </form>
  );
}
