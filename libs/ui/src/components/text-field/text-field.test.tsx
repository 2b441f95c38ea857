import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { TextArea, TextField } from './text-field.js';
import * as stories from './text-field.stories.js';

describe('TextField', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('passes what the user types to onChange', async () => {
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <TextField label="Name" onChange={(event) => onChange(event.target.value)} />
      </TestI18nProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara');
    expect(onChange).toHaveBeenLastCalledWith('Sara');
  });

  it('reads the hint with the input', () => {
    render(
      <TestI18nProvider locale="en">
        <TextField label="Name" hint="As on your national ID" />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your national ID');
    expect(input).not.toBeInvalid();
  });

  it('marks the input invalid and reads the error after the hint', () => {
    render(
      <TestI18nProvider locale="en">
        <TextField
          label="Email"
          type="email"
          hint="We send the receipt here"
          error="The email is incorrect"
        />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We send the receipt here The email is incorrect');
  });

  it('keeps a description the caller ties to the input', () => {
    render(
      <TestI18nProvider locale="en">
        <p id="terms">Shown on your invoices</p>
        <TextField label="Company" aria-describedby="terms" error="Please enter the company" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'Shown on your invoices Please enter the company',
    );
  });

  it('marks a required field without adding the marker to its name', () => {
    render(
      <TestI18nProvider locale="en">
        <TextField label="Name" required />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('does not accept typing when disabled', async () => {
    render(
      <TestI18nProvider locale="en">
        <TextField label="Name" disabled defaultValue="Sara" />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' Ali');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('Sara');
  });

  it('hides a password and keeps an end adornment out of the input name', () => {
    render(
      <TestI18nProvider locale="en">
        <TextField
          label="Password"
          type="password"
          endAdornment={<button type="button">Show</button>}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleName('Password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  it('renders a search field as a searchbox', () => {
    render(
      <TestI18nProvider locale="en">
        <TextField label="Search the store" type="search" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search the store' })).toBeInTheDocument();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TestI18nProvider locale="en">
        <TextField label="Name" ref={ref} />
      </TestI18nProvider>,
    );
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('labels an Arabic field and reads its Arabic error', () => {
    render(
      <TestI18nProvider locale="ar">
        <TextField label="الاسم الكامل" error="يرجى إدخال اسمك" />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'الاسم الكامل' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('يرجى إدخال اسمك');
  });
});

describe('TextArea', () => {
  it('accepts several lines and forwards its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <TestI18nProvider locale="en">
        <TextArea label="Message" ref={ref} required error="Please write your message" />
      </TestI18nProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toBeRequired();
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Please write your message');
    await userEvent.type(textarea, 'First line{Enter}Second line');
    expect(textarea).toHaveValue('First line\nSecond line');
  });

  it('stops typing at its limit as the store counts it, a line break being two characters', async () => {
    render(
      <TestI18nProvider locale="en">
        <TextArea label="Message" maxLength={12} />
      </TestI18nProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    // Sent as "abc\r\ndef\r\ngh": 12 characters; the letters after it are not taken.
    await userEvent.type(textarea, 'abc{Enter}def{Enter}ghijkl');
    expect(textarea).toHaveValue('abc\ndef\ngh');
  });

  it('keeps its limit for text it starts with, and for a ref the caller passes', () => {
    const ref = vi.fn<(node: HTMLTextAreaElement | null) => void>();
    render(
      <TestI18nProvider locale="en">
        <TextArea label="Note" maxLength={20} defaultValue={'one\ntwo\nthree'} ref={ref} />
      </TestI18nProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAttribute('maxlength', '18');
    expect(ref).toHaveBeenCalledWith(textarea);
  });
});
