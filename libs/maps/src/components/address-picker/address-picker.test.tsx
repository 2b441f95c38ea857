import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapsUnavailableError, type MapsLoader } from '../../loader/google-maps-loader.js';
import { createFakeGoogleMaps, riyadhAddress, setGoogleMapsLoaderForTests } from '../../testing.js';
import { AddressPicker, type AddressPickerProps } from './address-picker.js';
import * as stories from './address-picker.stories.js';

const KING_FAHD_ROAD = '2929 King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia';

function renderPicker(props: Partial<AddressPickerProps> = {}) {
  const fake = createFakeGoogleMaps();
  const onSubmit = vi.fn();
  render(
    <TestI18nProvider locale="en">
      <AddressPicker
        apiKey="test-key"
        language="en"
        mapsLoader={fake.load}
        onSubmit={onSubmit}
        {...props}
      />
    </TestI18nProvider>,
  );
  return { fake, onSubmit, user: userEvent.setup() };
}

afterEach(() => {
  setGoogleMapsLoaderForTests(undefined);
});

describe('AddressPicker', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await act(async () => undefined);
      await assertNoAxeViolations(container);
    },
  );

  it('refuses to save without a point on the map', async () => {
    const { onSubmit, user } = renderPicker({
      defaultValues: {
        name: 'Home',
        city: 'Riyadh',
        district: 'Al Olaya',
        street: 'King Fahd Road',
        building_number: '2929',
      },
    });
    await screen.findByText(/Drag the pin/);

    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a location');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the address parts from the dragged pin and saves the point with its address', async () => {
    const { fake, onSubmit, user } = renderPicker();
    await screen.findByText(/Drag the pin/);

    act(() => fake.pin().drag({ lat: 24.69, lng: 46.685 }));
    await screen.findByText(KING_FAHD_ROAD);

    expect(screen.getByLabelText(/City/)).toHaveValue('Riyadh');
    expect(screen.getByLabelText(/District/)).toHaveValue('Al Olaya');
    expect(screen.getByLabelText(/Street/)).toHaveValue('King Fahd Road');
    expect(screen.getByLabelText(/Building number/)).toHaveValue('2929');

    await user.type(screen.getByLabelText(/Address name/), 'Home');
    await user.type(screen.getByLabelText(/Short national address/), 'rrrd2929');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Home',
      address: KING_FAHD_ROAD,
      lat: 24.69,
      lng: 46.685,
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
      short_address: 'RRRD2929',
    });
  });

  it('clears "select a location" once a point is chosen', async () => {
    const { fake, user } = renderPicker();
    await screen.findByText(/Drag the pin/);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Please select a location')).toBeInTheDocument();

    act(() => fake.pin().drag({ lat: 24.69, lng: 46.685 }));
    await screen.findByText(KING_FAHD_ROAD);

    expect(screen.queryByText('Please select a location')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('');
  });

  it('keeps the parts Google does not know as the customer typed them', async () => {
    const { fake, user } = renderPicker();
    await screen.findByText(/Drag the pin/);
    await user.type(screen.getByLabelText(/Building number/), '8228');
    fake.setGeocode(() => [
      {
        formatted_address: 'Olaya Street, Riyadh',
        address_components: [
          { long_name: 'Olaya Street', short_name: 'Olaya St', types: ['route'] },
          { long_name: 'Riyadh', short_name: 'Riyadh', types: ['locality', 'political'] },
        ],
      },
    ]);

    act(() => fake.pin().drag({ lat: 24.7, lng: 46.68 }));
    await screen.findByText('Olaya Street, Riyadh');

    expect(screen.getByLabelText(/Street/)).toHaveValue('Olaya Street');
    expect(screen.getByLabelText(/City/)).toHaveValue('Riyadh');
    expect(screen.getByLabelText(/District/)).toHaveValue('');
    expect(screen.getByLabelText(/Building number/)).toHaveValue('8228');
  });

  it('places the pin on the address being edited and saves it where it is', async () => {
    const { fake, onSubmit, user } = renderPicker({
      defaultValues: {
        name: 'Work',
        address: KING_FAHD_ROAD,
        lat: 24.6995,
        lng: 46.6837,
        city: 'Riyadh',
        district: 'Al Olaya',
        street: 'King Fahd Road',
        building_number: '2929',
        short_address: null,
        landmark: null,
      },
    });

    expect(await screen.findByText(KING_FAHD_ROAD)).toBeInTheDocument();
    expect(fake.pin().position).toEqual({ lat: 24.6995, lng: 46.6837 });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Work',
      address: KING_FAHD_ROAD,
      lat: 24.6995,
      lng: 46.6837,
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
    });
  });

  it('shows the manual form without a key and saves the typed address without coordinates', async () => {
    const { onSubmit, user } = renderPicker({ apiKey: '' });

    expect(
      screen.getByText('The map is unavailable; enter the address by hand.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Address name/), 'Home');
    await user.type(screen.getByLabelText(/City/), 'Riyadh');
    await user.type(screen.getByLabelText(/District/), 'Al Olaya');
    await user.type(screen.getByLabelText(/Street/), 'King Fahd Road');
    await user.type(screen.getByLabelText(/Building number/), '2929');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Home',
      address: '2929 King Fahd Road, Al Olaya, Riyadh',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '2929',
    });
  });

  it('keeps what was typed while the map loaded when the map then fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const mapsLoader: MapsLoader = () =>
      new Promise((_resolve, reject) => {
        fail = reject;
      });
    const { user } = renderPicker({ mapsLoader });
    await user.type(screen.getByLabelText(/Address name/), 'Home');

    await act(async () => fail(new MapsUnavailableError('timeout')));

    expect(
      screen.getByText('The map is unavailable; enter the address by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Address name/)).toHaveValue('Home');
  });

  it('shows the server error and the save under way', async () => {
    renderPicker({ error: 'The address could not be saved', isPending: true });
    await screen.findByText(/Drag the pin/);

    expect(screen.getByRole('alert')).toHaveTextContent('The address could not be saved');
    expect(screen.getByRole('button', { name: /Save address/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('geocodes in the page language', async () => {
    const { fake } = renderPicker({ language: 'ar' });
    await screen.findByText(/Drag the pin/);

    act(() => fake.pin().drag({ lat: 24.69, lng: 46.685 }));

    expect(await screen.findByText(riyadhAddress('ar').formatted_address)).toBeInTheDocument();
    expect(fake.geocodeRequests[0]?.language).toBe('ar');
  });

  describe('with a city picker', () => {
    const cityPicker = {
      countries: [
        { id: 1, name: 'Saudi Arabia' },
        { id: 3, name: 'Kuwait' },
      ],
      countryId: 1,
      cities: [
        { id: 1, name: 'Riyadh' },
        { id: 2, name: 'Jeddah' },
      ],
      onCountryChange: vi.fn(),
    };

    it('chooses the city the map found and saves its name', async () => {
      const { fake, onSubmit, user } = renderPicker({ cityPicker });
      await screen.findByText(/Drag the pin/);

      act(() => fake.pin().drag({ lat: 24.69, lng: 46.685 }));
      await screen.findByText(KING_FAHD_ROAD);

      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Riyadh');
      await user.type(screen.getByLabelText(/Address name/), 'Home');
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ city: 'Riyadh', district: 'Al Olaya' }),
      );
    });

    it('keeps a city the map found that is not in the list', async () => {
      const { fake } = renderPicker({ cityPicker });
      await screen.findByText(/Drag the pin/);
      fake.setGeocode(() => [
        {
          formatted_address: 'King Abdulaziz Road, Al Kharj',
          address_components: [
            { long_name: 'Al Kharj', short_name: 'Al Kharj', types: ['locality', 'political'] },
          ],
        },
      ]);

      act(() => fake.pin().drag({ lat: 24.15, lng: 47.3 }));
      await screen.findByText('King Abdulaziz Road, Al Kharj');

      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveDisplayValue('Al Kharj');
    });

    it('lets the customer choose another city', async () => {
      const { user } = renderPicker({ cityPicker });
      await screen.findByText(/Drag the pin/);

      await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Jeddah');

      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Jeddah');
    });

    it('shows the city picker in the manual form without a key', async () => {
      const { onSubmit, user } = renderPicker({ apiKey: undefined, cityPicker });

      await user.type(screen.getByLabelText(/Address name/), 'Home');
      await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Jeddah');
      await user.type(screen.getByLabelText(/District/), 'Al Rawdah');
      await user.type(screen.getByLabelText(/Street/), 'Prince Sultan Road');
      await user.type(screen.getByLabelText(/Building number/), '8228');
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ city: 'Jeddah', district: 'Al Rawdah' }),
      );
    });
  });
});
