import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { authStateAtom, createSessionStore, getToken } from '../../session/session-store.js';
import { AuthFlowsProviders, TEST_API_URL } from './auth-flows-providers.js';
import { SignInForm } from './sign-in-form.js';
import * as stories from './sign-in-form.stories.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const user = {
  id: 7,
  name: 'Sara',
  phone: '500000001',
  email: null,
  image: null,
  is_notify: 1,
};

function renderForm() {
  const store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
  const onSignedIn = vi.fn();
  const onNeedActive = vi.fn();
  const onNeedCompleteInfo = vi.fn();
  render(
    <AuthFlowsProviders locale="en" store={store}>
      <SignInForm
        onSignedIn={onSignedIn}
        onNeedActive={onNeedActive}
        onNeedCompleteInfo={onNeedCompleteInfo}
      />
    </AuthFlowsProviders>,
  );
  return { store, onSignedIn, onNeedActive, onNeedCompleteInfo };
}

async function fillAndSubmit(phone: string, password: string) {
  if (phone) await userEvent.type(screen.getByLabelText(/Mobile number/), phone);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says when the phone is not a Saudi mobile number and focuses it', async () => {
    renderForm();
    await fillAndSubmit('4123', '123');
    expect(await screen.findByText('The phone number is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveFocus();
  });

  it('says when the password is shorter than six characters', async () => {
    renderForm();
    await fillAndSubmit('501234567', '12345');
    expect(
      await screen.findByText('The password must be at least 6 characters'),
    ).toBeInTheDocument();
  });

  it('signs in and reports it on success, Arabic-Indic digits included', async () => {
    server.use(
      http.post(`${TEST_API_URL}sign-in`, () =>
        HttpResponse.json({ key: 'success', msg: 'ok', data: { ...user, token: 'tok' } }),
      ),
    );
    const { store, onSignedIn } = renderForm();
    await fillAndSubmit('٥٠٠٠٠٠٠٠١', '123456');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken(store)).toBe('tok');
    expect(store.get(authStateAtom).isLoggedIn).toBe(true);
  });

  it('keeps the token and asks for the profile when the store says it must be completed', async () => {
    server.use(
      http.post(`${TEST_API_URL}sign-in`, () =>
        HttpResponse.json({
          key: 'needCompleteInfo',
          msg: 'Please complete your account details',
          data: { ...user, name: null, city_id: null, token: 'tok' },
        }),
      ),
    );
    const { store, onSignedIn, onNeedCompleteInfo } = renderForm();
    await fillAndSubmit('500000003', '123456');
    await vi.waitFor(() => expect(onNeedCompleteInfo).toHaveBeenCalledTimes(1));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken(store)).toBe('tok');
    expect(store.get(authStateAtom).isLoggedIn).toBe(false);
  });

  it('sends a number that is not activated to activation', async () => {
    server.use(
      http.post(`${TEST_API_URL}sign-in`, () =>
        HttpResponse.json({ key: 'needActive', msg: 'activate', data: user }),
      ),
    );
    const { onNeedActive, onSignedIn } = renderForm();
    await fillAndSubmit('500000001', '123456');
    await vi.waitFor(() => expect(onNeedActive).toHaveBeenCalledWith('500000001'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server message, keeps the fields and clears the token on failure', async () => {
    server.use(
      http.post(`${TEST_API_URL}sign-in`, () =>
        HttpResponse.json(
          { key: 'fail', msg: 'Wrong phone number or password', data: null },
          { status: 422 },
        ),
      ),
    );
    const { store, onSignedIn } = renderForm();
    await fillAndSubmit('500000001', '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('500000001');
    expect(screen.getByLabelText(/Password/)).toHaveValue('654321');
    expect(getToken(store)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
