import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { emptyGlobalStore, visitorAuthState } from '../../session/session-state.js';
import { createSessionStore, getToken, globalStoreAtom } from '../../session/session-store.js';
import { AuthFlowsProviders, TEST_API_URL } from './auth-flows-providers.js';
import { ContinueAsVisitor } from './continue-as-visitor.js';
import * as stories from './continue-as-visitor.stories.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('ContinueAsVisitor', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it("enters as a visitor with this device's id and stays without a customer token", async () => {
    let macAddress: FormDataEntryValue | null = null;
    server.use(
      http.post(`${TEST_API_URL}sign-in-visitor`, async ({ request }) => {
        macAddress = (await request.formData()).get('mac_address');
        return HttpResponse.json({
          key: 'success',
          msg: '',
          data: { token: 'visitor', mac_address: '1.2.3.0' },
        });
      }),
    );
    const store = createSessionStore({
      auth: visitorAuthState,
      global: { ...emptyGlobalStore, mac_address: '1.2.3.0' },
    });
    const onContinue = vi.fn();
    render(
      <AuthFlowsProviders locale="en" store={store}>
        <ContinueAsVisitor onContinue={onContinue} />
      </AuthFlowsProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a visitor' }));
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(macAddress).toBe('1.2.3.0');
    expect(store.get(globalStoreAtom).mac_address).toBe('1.2.3.0');
    expect(getToken(store)).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.post(`${TEST_API_URL}sign-in-visitor`, () => HttpResponse.error()));
    const onContinue = vi.fn();
    render(
      <AuthFlowsProviders locale="en">
        <ContinueAsVisitor onContinue={onContinue} />
      </AuthFlowsProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue as a visitor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred connecting to the server.',
    );
    expect(onContinue).not.toHaveBeenCalled();
  });
});
