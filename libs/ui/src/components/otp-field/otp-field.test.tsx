import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { OtpField } from './otp-field.js';
import * as stories from './otp-field.stories.js';

describe('OtpField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is one labelled input that mobile keyboards and SMS autofill recognise', () => {
    render(
      <TestI18nProvider locale="en">
        <OtpField />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Activation code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('calls onComplete once with the code when the last digit is typed', async () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <OtpField onChange={onChange} onComplete={onComplete} />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Activation code' });
    await userEvent.type(input, '123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '49');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(input).toHaveValue('1234');
  });

  it('converts Arabic-Indic digits typed into the code', async () => {
    const onComplete = vi.fn();
    render(
      <TestI18nProvider locale="ar">
        <OtpField label="رمز التفعيل" onComplete={onComplete} />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'رمز التفعيل' });
    await userEvent.type(input, '٧٣١٦');
    expect(onComplete).toHaveBeenCalledWith('7316');
    expect(input).toHaveValue('7316');
  });

  it('keeps the code left to right on an Arabic page', () => {
    render(
      <TestI18nProvider locale="ar">
        <OtpField label="رمز التفعيل" defaultValue="73" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'رمز التفعيل' })).toHaveAttribute('dir', 'ltr');
  });

  it('fills the whole code from a pasted message', async () => {
    const onComplete = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <OtpField length={6} defaultValue="99" onComplete={onComplete} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Activation code' }));
    await userEvent.paste('Your Matjar code is ٤٨٢٠٥١');
    expect(onComplete).toHaveBeenCalledWith('482051');
  });

  it('ignores letters and anything past the last box', async () => {
    const onComplete = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <OtpField onComplete={onComplete} />
      </TestI18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Activation code' });
    await userEvent.type(input, 'a1-2b3 456');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('announces an error and marks the code invalid', () => {
    render(
      <TestI18nProvider locale="en">
        <OtpField defaultValue="1234" error="An error occurred during verification." />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during verification.');
    const input = screen.getByRole('textbox', { name: 'Activation code' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('An error occurred during verification.');
  });

  it('keeps the resend button disabled until the countdown ends and shows the time left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResend = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <OtpField onResend={onResend} resendAfterSeconds={30} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Resend code in 30 seconds' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 1 second' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code in 30 seconds' })).toBeDisabled();
  });

  it('waits 60 seconds before the first resend by default', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <TestI18nProvider locale="en">
        <OtpField onResend={() => {}} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Resend code in 60 seconds' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 1 second' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('offers no resend button when the page cannot resend', () => {
    render(
      <TestI18nProvider locale="en">
        <OtpField />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
