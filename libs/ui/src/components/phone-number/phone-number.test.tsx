import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { PhoneNumber } from './phone-number.js';
import * as stories from './phone-number.stories.js';

describe('PhoneNumber', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links the grouped number to a call with the country code', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="0551234567" />
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link', { name: '+966 55 123 4567' });
    expect(link).toHaveAttribute('href', 'tel:+966551234567');
  });

  it('keeps the number left to right inside an Arabic sentence', () => {
    render(
      <TestI18nProvider locale="ar">
        <p>
          اتصل على <PhoneNumber value="٥٥١٢٣٤٥٦٧" />
        </p>
      </TestI18nProvider>,
    );
    const number = screen.getByText('+966 55 123 4567');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link')).toHaveAccessibleName('+966 55 123 4567');
  });

  it('shows the number as text, without a link, when asked', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="500000001" link={false} />
      </TestI18nProvider>,
    );
    const number = screen.getByText('+966 50 000 0001');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('calls a unified number without the country code', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="920012345" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: '9200 12345' })).toHaveAttribute(
      'href',
      'tel:920012345',
    );
  });

  it('shows a foreign number as given and calls it with its country code', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="+44 20 7946 0958" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });

  it('is not a link when the value has no digit to call', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="—" />
      </TestI18nProvider>,
    );
    expect(screen.getByText('—').tagName).toBe('BDI');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the link with the label it is given, and forwards its ref and props to it', () => {
    const ref = createRef<HTMLElement>();
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber
          value="551234567"
          ref={ref}
          className="delegate-phone"
          aria-label="Call Fahd on +966 55 123 4567"
        />
      </TestI18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Call Fahd on +966 55 123 4567' });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('delegate-phone');
  });

  it('forwards its ref to the text when it is not a link', () => {
    const ref = createRef<HTMLElement>();
    render(
      <TestI18nProvider locale="en">
        <PhoneNumber value="551234567" link={false} ref={ref} />
      </TestI18nProvider>,
    );
    expect(ref.current).toBe(screen.getByText('+966 55 123 4567'));
  });
});
