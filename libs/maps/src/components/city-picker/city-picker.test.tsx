import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { CityPicker, type CityPickerItem, type CityPickerProps } from './city-picker.js';
import * as stories from './city-picker.stories.js';

const countries = [
  { id: 1, name: 'Saudi Arabia' },
  { id: 2, name: 'United Arab Emirates' },
  { id: 3, name: 'Kuwait' },
];

const citiesByCountry: Record<number, CityPickerItem[]> = {
  1: [
    { id: 1, name: 'Riyadh' },
    { id: 2, name: 'Jeddah' },
  ],
  2: [{ id: 101, name: 'Dubai' }],
  3: [],
};

const renderPicker = (props: Partial<CityPickerProps> = {}, locale: 'ar' | 'en' = 'en') => {
  const onChange = vi.fn();
  const onCountryChange = vi.fn();
  render(
    <TestI18nProvider locale={locale}>
      <CityPicker
        countries={countries}
        countryId={1}
        onCountryChange={onCountryChange}
        cities={citiesByCountry[1]}
        value=""
        onChange={onChange}
        {...props}
      />
    </TestI18nProvider>,
  );
  return { onChange, onCountryChange, user: userEvent.setup() };
};

/** The picker with its country and city kept in state, as a form keeps them. */
function StatefulPicker({ onChange }: { onChange: (name: string) => void }) {
  const [countryId, setCountryId] = useState(1);
  const [city, setCity] = useState('');
  return (
    <CityPicker
      countries={countries}
      countryId={countryId}
      onCountryChange={setCountryId}
      cities={citiesByCountry[countryId]}
      value={city}
      onChange={(name) => {
        setCity(name);
        onChange(name);
      }}
    />
  );
}

describe('CityPicker', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('gives the name of the chosen city', async () => {
    const { onChange, user } = renderPicker();

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Jeddah');

    expect(onChange).toHaveBeenCalledExactlyOnceWith('Jeddah');
  });

  it('gives the id of the chosen country and clears the city', async () => {
    const { onChange, onCountryChange, user } = renderPicker({ value: 'Riyadh' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kuwait');

    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith(3);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('lists the cities of the country chosen', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <StatefulPicker onChange={onChange} />
      </TestI18nProvider>,
    );
    const user = userEvent.setup();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country' }),
      'United Arab Emirates',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Dubai');

    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Dubai');
    expect(screen.queryByRole('option', { name: 'Riyadh' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Dubai');
  });

  it('waits, disabled, while the cities load', () => {
    renderPicker({ cities: undefined, isLoadingCities: true });

    const city = screen.getByRole('combobox', { name: /^City/ });
    expect(city).toBeDisabled();
    expect(city).toHaveDisplayValue('Loading cities…');
  });

  it('says there are no cities in a country without any, and disables the city', () => {
    renderPicker({ countryId: 3, cities: [] }, 'ar');

    const city = screen.getByRole('combobox', { name: /^المدينة/ });
    expect(city).toBeDisabled();
    expect(city).toHaveAccessibleDescription('لا توجد مدن في هذه الدولة');
  });

  it('keeps a city that is not in the list, such as one the map found', () => {
    renderPicker({ value: 'Al Kharj' });

    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveDisplayValue('Al Kharj');
  });

  it('shows its error with the city select', () => {
    renderPicker({ error: 'Please choose a city' });

    const city = screen.getByRole('combobox', { name: /^City/ });
    expect(city).toBeInvalid();
    expect(city).toHaveAccessibleDescription('Please choose a city');
  });
});
