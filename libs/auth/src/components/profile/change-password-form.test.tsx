import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { ChangePasswordForm } from './change-password-form.js';
import * as stories from './change-password-form.stories.js';
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

function renderForm() {
  const onChanged = vi.fn();
  render(
    <ProfileTestProviders locale="en" store={createTestSession(signedInState)}>
      <ChangePasswordForm onChanged={onChanged} />
    </ProfileTestProviders>,
  );
  return { onChanged };
}

async function fill(old: string, next: string, confirmation: string) {
  if (old) await userEvent.type(screen.getByLabelText(/Current password/), old);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirmation)
    await userEvent.type(screen.getByLabelText(/Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('asks for the old and the new password and focuses the first missing one', async () => {
    renderForm();
    await fill('', '', '');
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
  });

  it('says when the new password is too short or the confirmation differs', async () => {
    renderForm();
    await fill('123456', '12345', '12345');
    expect(
      await screen.findByText('The password must be at least 6 characters'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('shows the server message and keeps what was typed when the old password is wrong', async () => {
    server.use(
      http.post(`${TEST_API_URL}change-password`, () =>
        HttpResponse.json({ key: 'fail', msg: 'The old password is wrong', data: null }),
      ),
    );
    const { onChanged } = renderForm();
    await fill('000000', '654321', '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is wrong');
    expect(screen.getByLabelText(/Current password/)).toHaveValue('000000');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('changes the password and says so', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}change-password`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ key: 'success', msg: 'changed', data: null });
      }),
    );
    const { onChanged } = renderForm();
    await fill('123456', '654321', '654321');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(sent?.get('old_password')).toBe('123456');
    expect(sent?.get('password')).toBe('654321');
  });
});
