import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { authStateAtom, createSessionStore, getToken } from '../../session/session-store.js';
import { ActivationForm } from './activation-form.js';
import * as stories from './activation-form.stories.js';
import { AuthFlowsProviders, TEST_API_URL } from './auth-flows-providers.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const user = { id: 7, name: 'Reem', phone: '512345678', email: null, image: null, is_notify: 0 };

function renderForm(props: { cityId?: number; resendAfterSeconds?: number } = {}) {
  const store = createSessionStore({ auth: visitorAuthState, global: emptyGlobalStore });
  const onActivated = vi.fn();
  const onNeedCompleteInfo = vi.fn();
  render(
    <AuthFlowsProviders locale="en" store={store}>
      <ActivationForm
        phone="512345678"
        countryId={1}
        onActivated={onActivated}
        onNeedCompleteInfo={onNeedCompleteInfo}
        {...props}
      />
    </AuthFlowsProviders>,
  );
  return { store, onActivated, onNeedCompleteInfo };
}

describe('ActivationForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the number the code was sent to, grouped and left to right', () => {
    renderForm();
    const phone = screen.getByText('+966 51 234 5678');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent('Enter the code we sent to +966 51 234 5678');
  });

  it('asks for the code when it is incomplete', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Activation code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the activation code')).toBeInTheDocument();
  });

  it('signs in once the code is typed and saves the city chosen at sign-up', async () => {
    let city: FormDataEntryValue | null = null;
    server.use(
      http.post(`${TEST_API_URL}activate`, () =>
        HttpResponse.json({ key: 'success', msg: 'ok', data: { ...user, token: 'tok' } }),
      ),
      http.post(`${TEST_API_URL}update-profile`, async ({ request }) => {
        city = (await request.formData()).get('city_id');
        return HttpResponse.json({ key: 'success', msg: '', data: { ...user, token: 'tok2' } });
      }),
    );
    const { store, onActivated } = renderForm({ cityId: 3 });
    await userEvent.type(screen.getByLabelText('Activation code'), '١٢٣٤');
    await vi.waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    expect(city).toBe('3');
    expect(getToken(store)).toBe('tok2');
    expect(store.get(authStateAtom).isLoggedIn).toBe(true);
  });

  it('asks for the profile to be completed on needCompleteInfo', async () => {
    server.use(
      http.post(`${TEST_API_URL}activate`, () =>
        HttpResponse.json({ key: 'needCompleteInfo', msg: 'complete', data: user }),
      ),
    );
    const { store, onActivated, onNeedCompleteInfo } = renderForm();
    await userEvent.type(screen.getByLabelText('Activation code'), '1234');
    await vi.waitFor(() => expect(onNeedCompleteInfo).toHaveBeenCalledTimes(1));
    expect(onActivated).not.toHaveBeenCalled();
    expect(store.get(authStateAtom).authUser?.name).toBe('Reem');
  });

  it('says verification failed when the server gives no message, and shows its message otherwise', async () => {
    server.use(
      http.post(`${TEST_API_URL}activate`, () =>
        HttpResponse.json({ key: 'fail', msg: '', data: null }, { status: 422 }),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Activation code'), '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during verification.',
    );
    server.use(
      http.post(`${TEST_API_URL}activate`, () =>
        HttpResponse.json(
          { key: 'fail', msg: 'The activation code is wrong', data: null },
          { status: 422 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activation code is wrong');
  });

  it('sends the code again once the countdown is over', async () => {
    let resent = 0;
    server.use(
      http.post(`${TEST_API_URL}resend-code`, () => {
        resent += 1;
        return HttpResponse.json({ key: 'success', msg: 'sent', data: null });
      }),
    );
    renderForm({ resendAfterSeconds: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new code.');
    expect(resent).toBe(1);
  });
});
