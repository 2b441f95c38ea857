import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ManualAddressForm, type ManualAddressFormProps } from './manual-address-form.js';
import * as stories from './manual-address-form.stories.js';

const renderForm = (props: Partial<ManualAddressFormProps> = {}, locale: 'ar' | 'en' = 'en') => {
  const onSubmit = vi.fn();
  render(
    <TestI18nProvider locale={locale}>
      <ManualAddressForm onSubmit={onSubmit} {...props} />
    </TestI18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
};

const countries = [
  { id: 1, name: 'Saudi Arabia' },
  { id: 2, name: 'United Arab Emirates' },
  { id: 3, name: 'Kuwait' },
];
const citiesByCountry: Record<number, { id: number; name: string }[]> = {
  1: [
    { id: 1, name: 'Riyadh' },
    { id: 2, name: 'Jeddah' },
  ],
  2: [{ id: 101, name: 'Dubai' }],
  3: [],
};

/** The form with a city picker whose country is kept in state, as the storefront keeps it. */
function FormWithCityPicker(props: ManualAddressFormProps) {
  const [countryId, setCountryId] = useState(1);
  return (
    <ManualAddressForm
      {...props}
      cityPicker={{
        countries,
        countryId,
        onCountryChange: setCountryId,
        cities: citiesByCountry[countryId],
      }}
    />
  );
}

const renderWithCityPicker = (props: Partial<ManualAddressFormProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <TestI18nProvider locale="en">
      <FormWithCityPicker onSubmit={onSubmit} {...props} />
    </TestI18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('ManualAddressForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('submits the address with a one-line label built from its parts', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText(/Address name/), 'Home');
    await user.type(screen.getByLabelText(/City/), 'Riyadh');
    await user.type(screen.getByLabelText(/District/), 'Al Olaya');
    await user.type(screen.getByLabelText(/Street/), 'King Fahd Road');
    await user.type(screen.getByLabelText(/Building number/), '2929');
    await user.type(screen.getByLabelText(/Landmark/), 'Next to the mosque');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Home',
      address: '2929 King Fahd Road, Al Olaya, Riyadh',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
      landmark: 'Next to the mosque',
    });
  });

  it('reads a lower-case short address and Arabic-Indic digits as upper-case ASCII', async () => {
    const { onSubmit, user } = renderForm({}, 'ar');

    await user.type(screen.getByLabelText(/اسم العنوان/), 'المنزل');
    await user.type(screen.getByLabelText(/المدينة/), 'الرياض');
    await user.type(screen.getByLabelText(/الحي/), 'العليا');
    await user.type(screen.getByLabelText(/الشارع/), 'طريق الملك فهد');
    await user.type(screen.getByLabelText(/رقم المبنى/), '٢٩٢٩');
    await user.type(screen.getByLabelText(/العنوان الوطني المختصر/), 'rrrd ٢٩٢٩');
    await user.click(screen.getByRole('button', { name: 'حفظ العنوان' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'المنزل',
      address: '2929 طريق الملك فهد، العليا، الرياض',
      city: 'الرياض',
      district: 'العليا',
      street: 'طريق الملك فهد',
      building_number: '2929',
      short_address: 'RRRD2929',
    });
  });

  it('says what is missing, with the spec message for the address name, and does not submit', async () => {
    const { onSubmit, user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByLabelText(/Address name/)).toHaveAccessibleDescription(
      /Please name this address/,
    );
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('Please choose a city');
    expect(screen.getByLabelText(/District/)).toHaveAccessibleDescription(
      'Please enter the district',
    );
    expect(screen.getByLabelText(/Street/)).toHaveAccessibleDescription('Please enter the street');
    expect(screen.getByLabelText(/Building number/)).toHaveAccessibleDescription(
      /Please enter the building number/,
    );
    expect(screen.getByLabelText(/Address name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a building number and a short address of the wrong shape', async () => {
    const { onSubmit, user } = renderForm({
      defaultValues: { name: 'Home', city: 'Riyadh', district: 'Al Olaya', street: 'Olaya St' },
    });

    await user.type(screen.getByLabelText(/Building number/), '292');
    await user.type(screen.getByLabelText(/Short national address/), 'RRR2929');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByLabelText(/Building number/)).toHaveAccessibleDescription(
      /The building number is 4 digits/,
    );
    expect(screen.getByLabelText(/Short national address/)).toHaveAccessibleDescription(
      /The short address is 4 letters then 4 digits, such as RRRD2929/,
    );
    expect(screen.getByLabelText(/Short national address/)).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the address being edited', () => {
    renderForm({
      defaultValues: {
        name: 'Work',
        city: 'Jeddah',
        district: 'Al Rawdah',
        street: 'Prince Sultan Road',
        building_number: '8228',
        short_address: 'JRDA8228',
        landmark: 'Blue gate',
      },
    });

    expect(screen.getByLabelText(/Address name/)).toHaveValue('Work');
    expect(screen.getByLabelText(/City/)).toHaveValue('Jeddah');
    expect(screen.getByLabelText(/District/)).toHaveValue('Al Rawdah');
    expect(screen.getByLabelText(/Street/)).toHaveValue('Prince Sultan Road');
    expect(screen.getByLabelText(/Building number/)).toHaveValue('8228');
    expect(screen.getByLabelText(/Short national address/)).toHaveValue('JRDA8228');
    expect(screen.getByLabelText(/Landmark/)).toHaveValue('Blue gate');
  });

  it('shows the server error above the button and keeps every field', () => {
    renderForm({
      defaultValues: { name: 'Work', city: 'Jeddah' },
      error: 'The address could not be saved',
    });

    expect(screen.getByRole('alert')).toHaveTextContent('The address could not be saved');
    expect(screen.getByLabelText(/Address name/)).toHaveValue('Work');
  });

  it('shows the save under way and ignores more presses', async () => {
    const { onSubmit, user } = renderForm({
      isPending: true,
      defaultValues: {
        name: 'Home',
        city: 'Riyadh',
        district: 'Al Olaya',
        street: 'King Fahd Road',
        building_number: '2929',
      },
    });
    const button = screen.getByRole('button', { name: /Save address/ });

    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('isolates the short-address example for right-to-left text', () => {
    renderForm({}, 'ar');
    expect(screen.getByText('RRRD2929').tagName).toBe('BDI');
  });

  describe('with a city picker', () => {
    it('submits the name of the city chosen in the chosen country', async () => {
      const { onSubmit, user } = renderWithCityPicker();

      await user.type(screen.getByLabelText(/Address name/), 'Office');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Country' }),
        'United Arab Emirates',
      );
      await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Dubai');
      await user.type(screen.getByLabelText(/District/), 'Downtown');
      await user.type(screen.getByLabelText(/Street/), 'Sheikh Zayed Road');
      await user.type(screen.getByLabelText(/Building number/), '1234');
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        name: 'Office',
        address: '1234 Sheikh Zayed Road, Downtown, Dubai',
        city: 'Dubai',
        district: 'Downtown',
        street: 'Sheikh Zayed Road',
        building_number: '1234',
      });
    });

    it('asks for the city when none is chosen, and does not submit', async () => {
      const { onSubmit, user } = renderWithCityPicker({
        defaultValues: {
          name: 'Home',
          district: 'Al Olaya',
          street: 'King Fahd Road',
          building_number: '2929',
        },
      });

      await user.click(screen.getByRole('button', { name: 'Save address' }));

      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveAccessibleDescription(
        'Please choose a city',
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('says there are no cities in a country without any', async () => {
      const { user } = renderWithCityPicker();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kuwait');

      expect(screen.getByText('There are no cities in this country')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^City/ })).toBeDisabled();
    });

    it('shows the city of the address being edited', () => {
      renderWithCityPicker({ defaultValues: { name: 'Work', city: 'Jeddah' } });

      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Jeddah');
      expect(screen.queryByRole('textbox', { name: /^City/ })).not.toBeInTheDocument();
    });
  });

  it('keeps the typed city without a city picker', () => {
    renderForm();

    expect(screen.getByRole('textbox', { name: /^City/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });
});
