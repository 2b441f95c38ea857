import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Category, City, JoinRequest } from '@matjar/api-client';
import { SelectField, TextField } from '@matjar/ui';
import { useFormMessage } from '../../forms/form-message.js';
import { useRegisterDelegate, useRegisterProvider } from '../../hooks/use-join-request.js';
import { useAuthState } from '../../session/session-provider.js';
import { PhoneInput } from '../shared/phone-input.js';
import { SubmitRow } from '../shared/submit-row.js';
import { NAME_MAX_LENGTH } from '../../forms/field-schemas.js';
import { delegateRequestSchema, providerRequestSchema } from './form-schemas.js';
import { joinMessages as m } from './messages.js';
import { failureMessage } from '@matjar/i18n';

/** Sends a join request; a failure stays in the mutation's state, shown by the form's alert. */
const sendRequest =
  <TValues,>(
    send: (values: TValues) => Promise<JoinRequest>,
    onSent?: (request: JoinRequest) => void,
  ) =>
  async (values: TValues) => {
    try {
      onSent?.(await send(values));
    } catch {
      // Shown by the alert; every field keeps what was typed.
    }
  };

/** The city, a required choice among the cities of Saudi Arabia. */
function CityField({
  cities,
  hint,
  registration,
  error,
}: {
  cities: readonly City[];
  hint: ReactNode;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage(m.city)}
      placeholder={intl.formatMessage(m.chooseCity)}
      options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
      required
      hint={hint}
      error={error}
      {...registration}
    />
  );
}

export interface DelegateRequestFormProps {
  /** The cities of Saudi Arabia (`useSaudiCities().data.cities`). */
  cities: readonly City[];
  /** The lists are still loading. */
  isLoadingOptions?: boolean;
  /** After the request is sent, with its number. */
  onSent?: (request: JoinRequest) => void;
}

/**
 * The request to become a delivery representative: name, phone and city (prefilled for a signed-in
 * customer). Open to visitors and customers.
 *
 * @example
 * <DelegateRequestForm cities={cities} onSent={({ number }) => navigate(`/join/sent?number=${number}`)} />
 */
export function DelegateRequestForm(props: DelegateRequestFormProps) {
  const { authUser } = useAuthState();
  // The customer's details reach the page after it hydrates: the form starts again with them.
  return <DelegateRequestFields key={authUser?.id ?? 'visitor'} {...props} />;
}

function DelegateRequestFields({
  cities,
  isLoadingOptions = false,
  onSent,
}: DelegateRequestFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const { authUser } = useAuthState();
  const register = useRegisterDelegate();
  const {
    control,
    register: field,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(delegateRequestSchema),
    defaultValues: { name: authUser?.name ?? '', phone: authUser?.phone ?? '', city_id: '' },
  });

  const onSubmit = handleSubmit(sendRequest(register.mutateAsync, onSent));

  return (
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        required
        error={message(errors.name?.message)}
        {...field('name')}
      />
      <PhoneInput control={control} name="phone" error={message(errors.phone?.message)} />
      <CityField
        cities={cities}
        hint={isLoadingOptions ? intl.formatMessage(m.optionsLoading) : undefined}
        registration={field('city_id')}
        error={message(errors.city_id?.message)}
      />
      <SubmitRow
        failure={register.isError ? failureMessage(intl, register.error) : undefined}
        isPending={register.isPending}
      >
        {intl.formatMessage(m.submit)}
      </SubmitRow>
    </form>
  );
}

export interface ProviderRequestFormProps {
  /** The cities of Saudi Arabia (`useSaudiCities().data.cities`). */
  cities: readonly City[];
  /** The categories with their subcategories (see `useJoinCategories`). */
  categories: readonly Category[];
  /** The lists are still loading. */
  isLoadingOptions?: boolean;
  /** After the request is sent, with its number. */
  onSent?: (request: JoinRequest) => void;
}

/**
 * The request to sell on the store as a provider: store name, owner, phone, city, category, a
 * subcategory of that category, and brand. Open to visitors and customers.
 *
 * @example
 * <ProviderRequestForm cities={cities} categories={categories} onSent={handleSent} />
 */
export function ProviderRequestForm(props: ProviderRequestFormProps) {
  const { authUser } = useAuthState();
  // The customer's details reach the page after it hydrates: the form starts again with them.
  return <ProviderRequestFields key={authUser?.id ?? 'visitor'} {...props} />;
}

function ProviderRequestFields({
  cities,
  categories,
  isLoadingOptions = false,
  onSent,
}: ProviderRequestFormProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const { authUser } = useAuthState();
  const register = useRegisterProvider();
  const {
    control,
    register: field,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(providerRequestSchema),
    defaultValues: {
      name: '',
      owner_name: authUser?.name ?? '',
      phone: authUser?.phone ?? '',
      city_id: '',
      category_id: '',
      subcategory_id: '',
      brand: '',
    },
  });
  const categoryId = useWatch({ control, name: 'category_id' });
  const subcategories =
    categories.find((category) => String(category.id) === categoryId)?.subcategories ?? [];
  const loadingHint = isLoadingOptions ? intl.formatMessage(m.optionsLoading) : undefined;

  const onSubmit = handleSubmit(sendRequest(register.mutateAsync, onSent));

  return (
    <form className="auth-profile-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage(m.storeName)}
        autoComplete="organization"
        required
        error={message(errors.name?.message)}
        {...field('name')}
      />
      <TextField
        label={intl.formatMessage(m.ownerName)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        required
        error={message(errors.owner_name?.message)}
        {...field('owner_name')}
      />
      <PhoneInput control={control} name="phone" error={message(errors.phone?.message)} />
      <CityField
        cities={cities}
        hint={loadingHint}
        registration={field('city_id')}
        error={message(errors.city_id?.message)}
      />
      <SelectField
        label={intl.formatMessage(m.category)}
        placeholder={intl.formatMessage(m.chooseCategory)}
        options={categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        required
        hint={loadingHint}
        error={message(errors.category_id?.message)}
        // A subcategory belongs to one category: changing the category clears it.
        {...field('category_id', { onChange: () => setValue('subcategory_id', '') })}
      />
      <SelectField
        label={intl.formatMessage(m.subcategory)}
        placeholder={intl.formatMessage(m.chooseSubcategory)}
        options={subcategories.map((subcategory) => ({
          value: String(subcategory.id),
          label: subcategory.name,
        }))}
        required
        hint={categoryId ? undefined : intl.formatMessage(m.subcategoryAfterCategory)}
        error={message(errors.subcategory_id?.message)}
        {...field('subcategory_id')}
      />
      <TextField
        label={intl.formatMessage(m.brand)}
        required
        error={message(errors.brand?.message)}
        {...field('brand')}
      />
      <SubmitRow
        failure={register.isError ? failureMessage(intl, register.error) : undefined}
        isPending={register.isPending}
      >
        {intl.formatMessage(m.submit)}
      </SubmitRow>
    </form>
  );
}
