import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { useLocale } from '@matjar/i18n';
import { Button, TextField } from '@matjar/ui';
import { countriesFixture, locationsFixture, saudiCitiesFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import type { AddressFormProps } from './address-dialog.js';
import { AddressesScreen } from './addresses-screen.js';

const pageOf = <TItem,>(data: TItem[]) => ({
  data,
  pagination: { total: data.length, per_page: 100, current_page: 1, last_page: 1 },
});

/** Two saved addresses; saving, deleting and choosing the default are accepted. */
const answers = [
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
function StoryAddressForm({ defaultValues, onSubmit, isPending, error }: AddressFormProps) {
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

const meta = {
  title: 'account/AddressesScreen',
  component: AddressesScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: { renderAddressForm: (form) => <StoryAddressForm {...form} /> },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <AddressesScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The saved addresses with "Add new address" above them: adding or editing one opens the dialog
 * around the app's form; a toast says when the store has saved it.
 */
export const Addresses: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** No saved address yet: the empty state offers to add the first. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.locations.list, success(pageOf([]))), ...answers],
    },
  },
};

/** The phone is not activated: the customer is asked to activate it before saving addresses. */
export const PhoneNotActivated: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.list, {
          key: 'needActive',
          msg: 'فعّل رقم جوالك أولًا',
          data: null,
        }),
        ...answers,
      ],
    },
  },
};

/** The store refuses a new address: the dialog's form says so and keeps what was typed. */
export const SaveRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.create, refusal('لا نوصل إلى هذا الحي بعد')),
        ...answers,
      ],
    },
  },
};

/** The addresses are on their way: a skeleton holds their place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.locations.list, never), ...answers],
    },
  },
};

/** The store failed to give the addresses: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.list, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};
