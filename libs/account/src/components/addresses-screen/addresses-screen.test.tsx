import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { countriesFixture, locationsFixture, saudiCitiesFixture } from '../account-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { AddressDialog, type AddressDialogProps, type AddressFormProps } from './address-dialog.js';
import { AddressesScreen } from './addresses-screen.js';
import * as dialogStories from './address-dialog.stories.js';
import * as stories from './addresses-screen.stories.js';
import { pageOf } from './story-address-form.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

/** The store of a customer with two saved addresses in Riyadh, and its countries and cities. */
function answeringAddresses(locations = locationsFixture) {
  server.use(
    answerCall(BASE, calls.locations.list, success(pageOf(locations))),
    answerCall(BASE, calls.content.countries, success(countriesFixture)),
    answerCall(BASE, calls.content.cities, ({ params }) =>
      success(params['country_id'] === '1' ? saudiCitiesFixture : []),
    ),
  );
}

/** The app's address form stands here as a name field that saves an address on King Fahd Road. */
function TestAddressForm({
  defaultValues,
  onSubmit,
  isPending,
  error,
  cityPicker,
}: AddressFormProps) {
  const [name, setName] = useState(defaultValues?.name ?? '');
  const country = cityPicker?.countries.find((item) => item.id === cityPicker.countryId);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({
      name,
      address: 'King Fahd Road, Riyadh',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2239',
    });
  };
  return (
    <form aria-label="Address form" onSubmit={handleSubmit}>
      <label>
        Address name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>Country: {country?.name ?? 'none'}</p>
      <p>Cities: {cityPicker?.cities?.map((city) => city.name).join(', ') ?? 'none'}</p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" aria-busy={isPending}>
        Save address
      </button>
    </form>
  );
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen() {
  renderInSession(<AddressesScreen renderAddressForm={(form) => <TestAddressForm {...form} />} />, {
    withToasts: true,
  });
}

const addressName = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Address name' });

describe('AddressesScreen', () => {
  it('shows the saved addresses with a way to add another above them', async () => {
    answeringAddresses();
    renderScreen();
    expect(await screen.findByText('حي الملقا، شارع أنس بن مالك، الرياض')).toBeVisible();
    expect(screen.getByText('طريق الملك فهد، برج المملكة، الرياض')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add new address' })).toHaveLength(1);
  });

  it('offers to add the first address when there is none', async () => {
    answeringAddresses([]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add new address' })).toHaveLength(1);
  });

  it('asks a customer whose phone is not activated to activate it first', async () => {
    server.use(
      answerCall(BASE, calls.locations.list, {
        key: 'needActive',
        msg: 'Activate your phone first',
        data: null,
      }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Activate your phone number to save addresses.',
    );
    expect(screen.queryByRole('button', { name: 'Add new address' })).not.toBeInTheDocument();
  });

  it('adds an address in the dialog, with Saudi Arabia and its cities in the pickers', async () => {
    answeringAddresses();
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.locations.create, async ({ request }) => {
        sent.push(await request.formData());
        return success({ ...locationsFixture[1]!, id: 3, name: 'Office' });
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new address' });
    expect(await within(dialog).findByText('Cities: الرياض, جدة, الدمام')).toBeVisible();
    expect(within(dialog).getByText('Country: المملكة العربية السعودية')).toBeVisible();
    await userEvent.type(addressName(dialog), 'Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect((await screen.findAllByText('Address saved'))[0]).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.get('name')).toBe('Office');
  });

  it('changes a saved address from its filled-in form', async () => {
    answeringAddresses();
    const changed: (string | readonly string[] | undefined)[] = [];
    server.use(
      answerCall(BASE, calls.locations.update, ({ params }) => {
        changed.push(params['id']);
        return success({ ...locationsFixture[0]!, name: 'Family home' });
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “المنزل”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(addressName(dialog)).toHaveValue('المنزل');
    await userEvent.clear(addressName(dialog));
    await userEvent.type(addressName(dialog), 'Family home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect((await screen.findAllByText('Address saved'))[0]).toBeVisible();
    expect(changed).toEqual(['1']);
  });

  it("gives the store's refusal to the form and keeps the dialog open", async () => {
    answeringAddresses();
    server.use(
      answerCall(BASE, calls.locations.create, refusal('We do not deliver to this district yet')),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new address' });
    await userEvent.type(addressName(dialog), 'Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We do not deliver to this district yet',
    );
    expect(addressName(dialog)).toHaveValue('Office');
  });

  it('deletes an address once confirmed and says so', async () => {
    answeringAddresses();
    let deleted: string | readonly string[] | undefined;
    server.use(
      answerCall(BASE, calls.locations.delete, ({ params }) => {
        deleted = params['id'];
        return success(null);
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “العمل”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete address' }));
    expect((await screen.findAllByText('Address deleted'))[0]).toBeVisible();
    expect(deleted).toBe('2');
  });

  it('says in a toast why the store refused to make an address the default', async () => {
    answeringAddresses();
    server.use(
      answerCall(BASE, calls.locations.setDefault, refusal('This address is outside our area')),
    );
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make “العمل” the default address' }),
    );
    expect((await screen.findAllByText('This address is outside our area'))[0]).toBeVisible();
  });

  it('offers to try again when the store fails to give the addresses', async () => {
    answeringAddresses();
    let failures = 1;
    server.use(
      answerCall(BASE, calls.locations.list, () =>
        failures-- > 0 ? refusal('Server error', 'exception') : success(pageOf(locationsFixture)),
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('حي الملقا، شارع أنس بن مالك، الرياض')).toBeVisible();
  });
});

describe('AddressDialog', () => {
  function renderDialog(props: Partial<AddressDialogProps> = {}) {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderInSession(
      <AddressDialog
        editing={{ mode: 'add' }}
        onClose={onClose}
        onSaved={onSaved}
        renderAddressForm={(form) => <TestAddressForm {...form} />}
        {...props}
      />,
      { withToasts: true },
    );
    return { onClose, onSaved };
  }

  it('gives the saved address to its caller, then closes', async () => {
    answeringAddresses();
    server.use(
      answerCall(BASE, calls.locations.create, success({ ...locationsFixture[1]!, id: 3 })),
    );
    const { onClose, onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add new address' });
    await userEvent.type(addressName(dialog), 'Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 3 }));
  });

  it('lets the city be typed when the store fails to give its countries', async () => {
    server.use(answerCall(BASE, calls.content.countries, refusal('Server error', 'exception')));
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add new address' });
    expect(await within(dialog).findByText('Country: none')).toBeVisible();
    expect(within(dialog).getByText('Cities: none')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('AddressesScreen stories', () => {
  const { Addresses, English, Empty, PhoneNotActivated, SaveRefused, Loading, StoreDown } =
    composeStories(stories);

  it('Addresses: the saved addresses, in Arabic', async () => {
    const { container } = render(<Addresses />);
    expect(await screen.findByText('حي الملقا، شارع أنس بن مالك، الرياض')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إضافة عنوان جديد' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the saved addresses, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('button', { name: 'Add new address' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Empty: offers to add the first address', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByRole('button', { name: 'إضافة عنوان جديد' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('PhoneNotActivated: asks to activate the phone', async () => {
    const { container } = render(<PhoneNotActivated />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'فعّل رقم جوالك لتتمكن من حفظ العناوين.',
    );
    await assertNoAxeViolations(container);
  });

  it('SaveRefused: the dialog says the store refused the address', async () => {
    render(<SaveRefused />);
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة عنوان جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنوان جديد' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'اسم العنوان' }), 'المكتب');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ العنوان' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('لا نوصل إلى هذا الحي بعد');
  });

  it('Loading: neither the addresses nor an error while they are on their way', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});

describe('AddressDialog stories', () => {
  const { Adding, EditingInEnglish, SaveRefused } = composeStories(dialogStories);

  it("Adding: the dialog around the app's form, in Arabic", async () => {
    render(<Adding />);
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنوان جديد' });
    expect(within(dialog).getByRole('textbox', { name: 'اسم العنوان' })).toHaveValue('');
    await assertNoAxeViolations(dialog);
  });

  it('EditingInEnglish: the form starts from the saved address', async () => {
    render(<EditingInEnglish />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByRole('textbox', { name: 'Address name' })).toHaveValue(
      locationsFixture[0]?.name,
    );
  });

  it("SaveRefused: the store's refusal in the form, the name kept", async () => {
    render(<SaveRefused />);
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنوان جديد' });
    const name = within(dialog).getByRole('textbox', { name: 'اسم العنوان' });
    await userEvent.type(name, 'المكتب');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ العنوان' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('لا نوصل إلى هذا الحي بعد');
    expect(name).toHaveValue('المكتب');
  });
});
