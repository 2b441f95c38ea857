import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { AuthFlowsProviders, TEST_API_URL } from './auth-flows-providers.js';
import { RestorePasswordForm } from './restore-password-form.js';
import * as stories from './restore-password-form.stories.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = () => HttpResponse.json({ key: 'success', msg: 'ok', data: null });

function renderForm() {
  const onRestored = vi.fn();
  render(
    <AuthFlowsProviders locale="en">
      <RestorePasswordForm onRestored={onRestored} />
    </AuthFlowsProviders>,
  );
  return { onRestored };
}

describe('RestorePasswordForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('sends a code, checks it, then saves the new password', async () => {
    let reset: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}forget-password-send-code`, ok),
      http.post(`${TEST_API_URL}forget-password-check-code`, ok),
      http.post(`${TEST_API_URL}reset-password`, async ({ request }) => {
        reset = await request.formData();
        return ok();
      }),
    );
    const { onRestored } = renderForm();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('+966 51 234 5678')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(await screen.findByLabelText('Activation code'), '1234');
    const password = await screen.findByLabelText(/New password/);
    expect(password).toHaveFocus();
    await userEvent.type(password, 'abcdef');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith('512345678'));
    expect(reset?.get('code')).toBe('1234');
    expect(reset?.get('password')).toBe('abcdef');
  });

  it('shows the server message when the phone is unknown and keeps it', async () => {
    server.use(
      http.post(`${TEST_API_URL}forget-password-send-code`, () =>
        HttpResponse.json(
          { key: 'fail', msg: 'No account with this number', data: null },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account with this number');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('512345678');
  });
});
