import { type FormEvent, useState } from 'react';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import { useLocale } from '@matjar/i18n';
import { Button, TextField } from '@matjar/ui';
import { STORY_API_URL } from '@matjar/auth/testing';
import { countriesFixture, locationsFixture, saudiCitiesFixture } from '../account-fixtures.js';
import type { AddressFormProps } from './address-dialog.js';

// What the stories of the addresses screen and of its dialog share: the store's answers and the
// address form the app would draw.

export const pageOf = <TItem,>(data: TItem[]) => ({
  data,
  pagination: { total: data.length, per_page: 100, current_page: 1, last_page: 1 },
});

/** Two saved addresses; saving, deleting and choosing the default are accepted. */
export const addressAnswers = [
  answerCall(STORY_API_URL, calls.locations.list, success(pageOf(locationsFixture))),
  answerCall(STORY_API_URL, calls.locations.create, success({ ...locationsFixture[1]!, id: 3 })),
  answerCall(STORY_API_URL, calls.locations.update, success(locationsFixture[0]!)),
  answerCall(STORY_API_URL, calls.locations.delete, success(null)),
  answerCall(STORY_API_URL, calls.locations.setDefault, success(locationsFixture[1]!)),
  answerCall(STORY_API_URL, calls.content.countries, success(countriesFixture)),
  answerCall(STORY_API_URL, calls.content.cities, success(saudiCitiesFixture)),
];

/**
 * The app draws its address form in the dialog (the map picker of `@matjar/maps`); the stories
 * draw this stand-in, which saves an address in Riyadh under the typed name.
 */
export function StoryAddressForm({ defaultValues, onSubmit, isPending, error }: AddressFormProps) {
  const isArabic = useLocale() === 'ar';
  const [name, setName] = useState(defaultValues?.name ?? '');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({
      name,
      address: 'حي العليا، طريق الملك فهد، الرياض',
      city: 'الرياض',
      district: 'العليا',
      street: 'طريق الملك فهد',
      building_number: '2239',
    });
  };
  return (
    <form onSubmit={handleSubmit} style={{ display: 'grid', gap: '1rem' }}>
      <TextField
        label={isArabic ? 'اسم العنوان' : 'Address name'}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button type="submit" isLoading={isPending}>
        {isArabic ? 'حفظ العنوان' : 'Save address'}
      </Button>
    </form>
  );
}
