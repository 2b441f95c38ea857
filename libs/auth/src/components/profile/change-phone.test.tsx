import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { authStateAtom } from '../../session/session-store.js';
import { ChangePhoneForm } from './change-phone-form.js';
import * as stories from './change-phone.stories.js';
import { PhoneCodeForm } from './phone-code-form.js';
import {
  ProfileTestProviders,
  TEST_API_URL,
  createTestSession,
  signedInState,
} from './profile-test-providers.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('ChangePhoneForm and PhoneCodeForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says when the new phone is not a Saudi mobile number', async () => {
    render(
      <ProfileTestProviders locale="en" store={createTestSession(signedInState)}>
        <ChangePhoneForm />
      </ProfileTestProviders>,
    );
    await userEvent.type(screen.getByLabelText(/New phone number/), '4123');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('The phone number is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/New phone number/)).toHaveFocus();
  });

  it('sends the code and keeps the new phone until it is checked', async () => {
    server.use(
      http.post(`${TEST_API_URL}change-phone-send-code`, () =>
        HttpResponse.json({ key: 'success', msg: 'sent', data: null }),
      ),
    );
    const store = createTestSession(signedInState);
    const onCodeSent = vi.fn();
    render(
      <ProfileTestProviders locale="en" store={store}>
        <ChangePhoneForm onCodeSent={onCodeSent} />
      </ProfileTestProviders>,
    );
    await userEvent.type(screen.getByLabelText(/New phone number/), '0551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await vi.waitFor(() => expect(onCodeSent).toHaveBeenCalledWith('551234567'));
    expect(store.get(authStateAtom).newPhone).toBe('551234567');
  });

  it('changes the session phone once the right code is entered', async () => {
    server.use(
      http.post(`${TEST_API_URL}change-phone-check-code`, () =>
        HttpResponse.json({
          key: 'success',
          msg: 'changed',
          data: { id: 7, name: 'سارة', phone: '551234567', is_notify: 1 },
        }),
      ),
    );
    const store = createTestSession({ ...signedInState, newPhone: '551234567' });
    const onChanged = vi.fn();
    render(
      <ProfileTestProviders locale="en" store={store}>
        <PhoneCodeForm onChanged={onChanged} />
      </ProfileTestProviders>,
    );
    const phone = screen.getByText('+966 55 123 4567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    await userEvent.type(screen.getByLabelText(/Verification code/), '1234');
    expect(await screen.findByText('Your phone number has been changed')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(store.get(authStateAtom)).toMatchObject({
      newPhone: null,
      authUser: { phone: '551234567', name: 'سارة' },
    });
  });

  it('keeps the new phone and shows the server message when the code is wrong', async () => {
    server.use(
      http.post(`${TEST_API_URL}change-phone-check-code`, () =>
        HttpResponse.json({ key: 'fail', msg: 'The code is wrong', data: null }),
      ),
    );
    const store = createTestSession({ ...signedInState, newPhone: '551234567' });
    render(
      <ProfileTestProviders locale="en" store={store}>
        <PhoneCodeForm />
      </ProfileTestProviders>,
    );
    await userEvent.type(screen.getByLabelText(/Verification code/), '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    expect(store.get(authStateAtom)).toMatchObject({
      newPhone: '551234567',
      authUser: { phone: '500000001' },
    });
  });
});
