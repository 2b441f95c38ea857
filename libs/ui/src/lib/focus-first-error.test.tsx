import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '../components/radio-group/radio-group.js';
import { TextField } from '../components/text-field/text-field.js';
import { focusFirstError } from './focus-first-error.js';

const options = [
  { value: 'cash', label: 'Cash on delivery' },
  { value: 'card', label: 'Card' },
];

describe('focusFirstError', () => {
  const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('focuses the first field in error in the order of the page and scrolls to it', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <TextField label="Name" />
        <TextField label="Mobile number" error="Please enter the mobile number" />
        <TextField label="City" error="Please enter the city" />
      </TestI18nProvider>,
    );
    const focused = focusFirstError(container);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(focused).toBe(phone);
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription('Please enter the mobile number');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(phone);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it('keeps room above the field for the sticky header', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <TextField label="City" error="Please enter the city" />
      </TestI18nProvider>,
    );
    // jsdom's style object drops scroll-margin: what the browser is given is checked instead.
    const city = screen.getByRole('textbox', { name: 'City' });
    const setProperty = vi.spyOn(city.style, 'setProperty');
    focusFirstError(container, { scrollMargin: '6rem' });
    expect(setProperty).toHaveBeenCalledWith('scroll-margin-block-start', '6rem');
    expect(setProperty.mock.invocationCallOrder[0]).toBeLessThan(
      scrollIntoView.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('gives the focus of a group in error to its checked option', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <RadioGroup label="Payment method" options={options} value="card" error="Not accepted" />
      </TestI18nProvider>,
    );
    focusFirstError(container);
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('radiogroup', { name: 'Payment method' }),
    );
  });

  it('gives the focus of a group with nothing chosen to its first option', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <RadioGroup
          label="Payment method"
          options={options}
          value={null}
          error="Please choose a payment method"
        />
      </TestI18nProvider>,
    );
    focusFirstError(container);
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveFocus();
  });

  it('focuses the control an error message describes', () => {
    const { container } = render(
      <section aria-label="Delivery">
        <div aria-describedby="address-error">
          <p>No address chosen</p>
          <a href="/cart/change-location">Choose an address</a>
        </div>
        <p id="address-error" role="alert">
          Please choose the delivery address
        </p>
      </section>,
    );
    focusFirstError(container);
    expect(screen.getByRole('link', { name: 'Choose an address' })).toHaveFocus();
  });

  it('passes over errors that are hidden', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <div hidden>
          <TextField label="Old field" error="Stale" />
        </div>
        <TextField label="City" error="Please enter the city" />
      </TestI18nProvider>,
    );
    focusFirstError(container);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('does nothing when the form shows no error', () => {
    const { container } = render(
      <TestI18nProvider locale="en">
        <TextField label="City" />
      </TestI18nProvider>,
    );
    expect(focusFirstError(container)).toBeNull();
    expect(focusFirstError(null)).toBeNull();
    expect(document.body).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
