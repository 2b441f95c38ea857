import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@matjar/i18n';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { AuthFlowsProviders, TEST_API_URL, citiesAnswered } from './auth-flows-providers.js';
import { SignUpForm } from './sign-up-form.js';
import * as stories from './sign-up-form.stories.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (data: unknown) => HttpResponse.json({ key: 'success', msg: '', data });

function renderForm(locale: Locale = 'en') {
  const onSignedUp = vi.fn();
  const cities = citiesAnswered([
    { id: 4, name: 'Jeddah' },
    { id: 3, name: 'Riyadh' },
  ]);
  render(
    <AuthFlowsProviders locale={locale}>
      <SignUpForm cities={cities} termsHref="/termsAndConditions" onSignedUp={onSignedUp} />
    </AuthFlowsProviders>,
  );
  return { onSignedUp };
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Reem');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '0512345678');
  await screen.findByRole('option', { name: 'Riyadh' });
  await userEvent.selectOptions(screen.getByLabelText(/City/), 'Riyadh');
  await userEvent.type(screen.getByLabelText(/^Password/), '123456');
  await userEvent.type(screen.getByLabelText(/Confirm password/), '123456');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignUpForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('requires the terms to be accepted and focuses the checkbox', async () => {
    renderForm();
    await fillValidForm();
    await submit();
    expect(
      await screen.findByText('You must accept the terms and conditions.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
  });

  it('requires the terms to be accepted in Arabic', async () => {
    renderForm('ar');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('يجب الموافقة على الشروط والأحكام.')).toBeInTheDocument();
  });

  it('asks for a Saudi mobile number and a city', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '4123');
    await screen.findByRole('option', { name: 'Riyadh' });
    await submit();
    expect(await screen.findByText('The phone number is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please choose a city')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
  });

  it('refuses a confirmation that differs from the password', async () => {
    renderForm();
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), '654321');
    await submit();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm password/)).toHaveFocus();
  });

  it('creates the account without a blank email and hands over the phone and city', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}sign-up`, async ({ request }) => {
        sent = await request.formData();
        return answer(null);
      }),
    );
    const { onSignedUp } = renderForm();
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    await vi.waitFor(() =>
      expect(onSignedUp).toHaveBeenCalledWith({ phone: '512345678', cityId: 3, countryId: 1 }),
    );
    expect(sent?.has('email')).toBe(false);
    expect(sent?.get('accept')).toBeTruthy();
  });

  it('says the server could not be reached and keeps the fields', async () => {
    server.use(http.post(`${TEST_API_URL}sign-up`, () => HttpResponse.error()));
    const { onSignedUp } = renderForm();
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred connecting to the server.',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Reem');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('says the cities could not be loaded, asks for them again, and lets the form go without one', async () => {
    const refetch = vi.fn();
    render(
      <AuthFlowsProviders locale="en">
        <SignUpForm
          cities={{
            data: undefined,
            isPending: false,
            isError: true,
            isSuccess: false,
            error: new TypeError('Failed to fetch'),
            refetch,
          }}
          termsHref="/termsAndConditions"
          onSignedUp={vi.fn()}
        />
      </AuthFlowsProviders>,
    );
    expect(screen.getByLabelText(/City/)).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Load the cities again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
