import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { City } from '@matjar/api-client';
import { errorMessages, validationMessages, failureMessage } from '@matjar/i18n';
import { Button, SelectField, TextField } from '@matjar/ui';
import {
  NAME_MAX_LENGTH,
  nameField,
  optionalEmailField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from '../../forms/field-schemas.js';
import { useFormMessage } from '../../forms/form-message.js';
import { useSignUp } from '../../hooks/auth-mutations.js';
import { PhoneInput } from '../shared/phone-input.js';
import { SubmitRow } from '../shared/submit-row.js';
import { focusFirstError } from './focus-first-error.js';
import { authFlowsMessages as messages } from './messages.js';
import { NewPasswordFields } from './new-password-fields.js';

const signUpEntries = {
  name: nameField,
  phone: phoneField,
  email: optionalEmailField,
  password: passwordField,
  accept: v.literal(true, validationMessages.mustAcceptTerms.id),
};

/** The city is required once there are cities to choose from. */
const signUpSchemaFor = (isCityRequired: boolean) =>
  withPasswordConfirmation({
    ...signUpEntries,
    city_id: isCityRequired
      ? v.pipe(v.string(), v.nonEmpty(validationMessages.cityRequired.id))
      : v.string(),
  });

type SignUpSchema = ReturnType<typeof signUpSchemaFor>;
type SignUpValues = Omit<v.InferInput<SignUpSchema>, 'accept'> & { accept: boolean };
type SignUpOutput = v.InferOutput<SignUpSchema>;
interface SignUpContext {
  isCityRequired: boolean;
}

const FIELD_ORDER = [
  'name',
  'phone',
  'email',
  'city_id',
  'password',
  'password_confirmation',
  'accept',
] as const;

const signUpResolver: Resolver<SignUpValues, SignUpContext, SignUpOutput> = (
  values,
  context,
  options,
) =>
  (
    valibotResolver(signUpSchemaFor(context?.isCityRequired ?? false)) as Resolver<
      SignUpValues,
      SignUpContext,
      SignUpOutput
    >
  )(values, context, options);

/** What the activation step needs to know of a new account. */
export interface SignedUpAccount {
  /** National digits, `5XXXXXXXX`. */
  phone: string;
  /** The chosen city and its country, saved to the profile once the account is active. */
  cityId: number | null;
  countryId: number | null;
}

/**
 * The cities of Saudi Arabia and the state of their request, as `useSaudiCities()` of
 * `@matjar/account` gives them (any TanStack Query result of the same data fits).
 */
export interface SaudiCitiesQuery {
  readonly data?:
    { readonly countryId: number | null; readonly cities: readonly City[] } | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isSuccess: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export interface SignUpFormProps {
  /** The cities to choose from (`useSaudiCities()` of `@matjar/account`). */
  cities: SaudiCitiesQuery;
  /** Where the terms and conditions are read; opened in a new tab so nothing typed is lost. */
  termsHref: string;
  /** Called once the account exists and the activation code is on its way. */
  onSignedUp: (account: SignedUpAccount) => void;
  /** Shown under the form: the link back to sign in. */
  children?: ReactNode;
}

/**
 * The sign-up form (spec §3, §5): name, Saudi mobile number, password and its confirmation,
 * optional email, city (the cities of Saudi Arabia) and the required acceptance of the terms.
 * A failure shows the server's message, or "An error occurred connecting to the server." when the
 * server could not be reached, and keeps every field.
 *
 * @example
 * <SignUpForm
 *   cities={useSaudiCities()}
 *   termsHref="/termsAndConditions"
 *   onSignedUp={({ phone }) => navigate(`/auth/activate?phone=${phone}`)}
 * />
 */
export function SignUpForm({ cities, termsHref, onSignedUp, children }: SignUpFormProps) {
  const intl = useIntl();
  const formMessage = useFormMessage();
  const signUp = useSignUp();
  const cityList = cities.data?.cities ?? [];
  const ids = useId();

  const isCityRequired = cityList.length > 0;
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SignUpValues, SignUpContext, SignUpOutput>({
    // The schema follows the city list, which arrives after the form is made.
    context: { isCityRequired },
    resolver: signUpResolver,
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      password: '',
      password_confirmation: '',
      city_id: '',
      accept: false,
    },
    shouldFocusError: false,
  });

  const handleValid = async (values: SignUpOutput) => {
    try {
      await signUp.mutateAsync({
        name: values.name,
        phone: values.phone,
        email: values.email,
        password: values.password,
        accept: true,
      });
      onSignedUp({
        phone: values.phone,
        cityId: values.city_id ? Number(values.city_id) : null,
        countryId: values.city_id ? (cities.data?.countryId ?? null) : null,
      });
    } catch {
      // The failure is shown from the mutation's state, next to the form.
    }
  };

  const cityError = formMessage(errors.city_id?.message);
  const acceptError = formMessage(errors.accept?.message);
  const citiesFailure = cities.isError ? failureMessage(intl, cities.error) : undefined;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(handleValid, (invalid) =>
        focusFirstError(invalid, FIELD_ORDER, setFocus),
      )}
    >
      <TextField
        {...register('name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        label={intl.formatMessage(messages.name)}
        required
        error={formMessage(errors.name?.message)}
      />
      <PhoneInput
        control={control}
        name="phone"
        label={intl.formatMessage(messages.phone)}
        error={formMessage(errors.phone?.message)}
      />
      <TextField
        {...register('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        label={intl.formatMessage(messages.email)}
        error={formMessage(errors.email?.message)}
      />
      <SelectField
        {...register('city_id')}
        label={intl.formatMessage(messages.city)}
        placeholder={intl.formatMessage(
          cities.isPending ? messages.citiesLoading : messages.chooseCity,
        )}
        options={cityList.map((city) => ({ value: String(city.id), label: city.name }))}
        required={isCityRequired}
        disabled={cities.isPending}
        error={cityError}
        hint={
          citiesFailure ??
          (cities.isSuccess && cityList.length === 0
            ? intl.formatMessage(errorMessages.noCitiesInCountry)
            : undefined)
        }
        hintAction={
          citiesFailure ? (
            <Button variant="ghost" size="sm" onClick={() => void cities.refetch()}>
              {intl.formatMessage(messages.citiesRetry)}
            </Button>
          ) : undefined
        }
      />
      <NewPasswordFields
        label={intl.formatMessage(messages.password)}
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={formMessage(errors.password?.message)}
        confirmationError={formMessage(errors.password_confirmation?.message)}
      />
      <div className="auth-checkbox" data-state={acceptError ? 'invalid' : 'idle'}>
        <div className="auth-checkbox__row">
          <input
            {...register('accept')}
            id={`${ids}-accept`}
            type="checkbox"
            className="auth-checkbox__input"
            aria-invalid={acceptError ? true : undefined}
            aria-describedby={acceptError ? `${ids}-accept-error` : undefined}
          />
          <label htmlFor={`${ids}-accept`} className="auth-checkbox__label">
            {intl.formatMessage(messages.acceptTerms, {
              link: (text: ReactNode[]) => (
                <a href={termsHref} target="_blank" rel="noopener" className="auth-link">
                  {text}
                </a>
              ),
            })}
          </label>
        </div>
        {acceptError ? (
          <p className="auth-checkbox__error" id={`${ids}-accept-error`}>
            {acceptError}
          </p>
        ) : null}
      </div>
      <SubmitRow
        failure={signUp.isError ? failureMessage(intl, signUp.error) : undefined}
        isPending={signUp.isPending}
        size="lg"
      >
        {intl.formatMessage(messages.signUpSubmit)}
      </SubmitRow>
      {children}
    </form>
  );
}
