import { composeStories } from '@storybook/react-vite';
import { createRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { PhoneField } from './phone-field.js';
import * as stories from './phone-field.stories.js';

function Harness({ onChange, label }: { onChange: (value: string) => void; label?: string }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is a telephone input with the national-number autofill hint', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneField value="" onChange={() => {}} />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('reads the fixed +966 code with the input', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneField value="" onChange={() => {}} hint="We send the activation code here" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Saudi Arabia +966 We send the activation code here',
    );
  });

  it('converts Arabic-Indic digits typed into the phone field', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <Harness onChange={onChange} label="رقم الجوال" />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(input, '٥٠١٢٣٤٥٦٧');
    expect(onChange).toHaveBeenLastCalledWith('501234567');
    expect(input).toHaveValue('501234567');
  });

  it('keeps only the national digits of a pasted number', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.paste('+966 50 123 4567');
    expect(onChange).toHaveBeenLastCalledWith('501234567');
  });

  it('keeps a leading zero the user typed', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Harness onChange={onChange} />
      </TestI18nProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '05-0123 4567');
    expect(onChange).toHaveBeenLastCalledWith('0501234567');
  });

  it('keeps the number left to right on an Arabic page', () => {
    render(
      <TestI18nProvider locale="ar">
        <PhoneField label="رقم الجوال" value="501234567" onChange={() => {}} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAttribute('dir', 'ltr');
  });

  it('marks the input invalid and reads the error', () => {
    render(
      <TestI18nProvider locale="en">
        <PhoneField value="50" onChange={() => {}} error="The phone number is incorrect" />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Saudi Arabia +966 The phone number is incorrect');
  });

  it('takes a label and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TestI18nProvider locale="en">
        <PhoneField label="Recipient's mobile" value="" onChange={() => {}} ref={ref} required />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: "Recipient's mobile" });
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
  });

  it('keeps digits typed into the server-rendered page before it became interactive', async () => {
    const onChange = vi.fn();
    const page = (
      <TestI18nProvider locale="ar">
        <Harness label="رقم الجوال" onChange={onChange} />
      </TestI18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed on an Arabic keyboard while the page's code was still on its way.
    (screen.getByRole('textbox', { name: 'رقم الجوال' }) as HTMLInputElement).value = '٠٥٠١٢٣٤٥٦٧';

    const root = await act(async () => hydrateRoot(container, page));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('0501234567');
    expect(screen.getByRole('textbox', { name: 'رقم الجوال' })).toHaveValue('0501234567');
    act(() => root.unmount());
    container.remove();
  });
});
