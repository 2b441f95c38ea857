import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations, imageFile, stubImageDecoding } from '@matjar/ui/testing';
import { authStateAtom, getToken } from '../../session/session-store.js';
import { EditProfileForm } from './edit-profile-form.js';
import * as stories from './edit-profile-form.stories.js';
import {
  ProfileTestProviders,
  TEST_API_URL,
  createTestSession,
  signedInState,
  testCities,
} from './profile-test-providers.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function renderForm() {
  const store = createTestSession(signedInState);
  const onSaved = vi.fn();
  render(
    <ProfileTestProviders locale="en" store={store}>
      <EditProfileForm cities={testCities} countryId={1} onSaved={onSaved} />
    </ProfileTestProviders>,
  );
  return { store, onSaved };
}

describe('EditProfileForm', () => {
  // jsdom has no object URLs, which the photo's preview needs, and cannot decode images.
  let restoreDecoding: () => void;
  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    Object.assign(URL, {
      createObjectURL: (file: Blob) => `blob:matjar/${file instanceof File ? file.name : 'blob'}`,
      revokeObjectURL: () => undefined,
    });
  });

  afterEach(() => {
    restoreDecoding();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('starts from the city the customer chose before', () => {
    const store = createTestSession({
      ...signedInState,
      authUser: signedInState.authUser ? { ...signedInState.authUser, city_id: 2 } : null,
    });
    render(
      <ProfileTestProviders locale="en" store={store}>
        <EditProfileForm cities={testCities} countryId={1} />
      </ProfileTestProviders>,
    );
    expect(screen.getByLabelText(/^City/)).toHaveValue('2');
  });

  it('shows the city the customer chose before once the cities arrive after the form', () => {
    const store = createTestSession({
      ...signedInState,
      authUser: signedInState.authUser ? { ...signedInState.authUser, city_id: 2 } : null,
    });
    const form = (cities: typeof testCities, isCitiesLoading: boolean) => (
      <ProfileTestProviders locale="en" store={store}>
        <EditProfileForm cities={cities} countryId={1} isCitiesLoading={isCitiesLoading} />
      </ProfileTestProviders>
    );
    const { rerender } = render(form([], true));
    rerender(form(testCities, false));
    expect(screen.getByLabelText(/^City/)).toHaveValue('2');
  });

  it('asks for a name and a city, focusing the name', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a city')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('saves the profile, stores the new token and says so', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}update-profile`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          key: 'success',
          msg: 'updated',
          data: { id: 7, name: 'Sara Ali', phone: '500000001', token: 'new-token', is_notify: 1 },
        });
      }),
    );
    const { store, onSaved } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sara Ali');
    await userEvent.selectOptions(screen.getByLabelText(/^City/), 'جدة');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(getToken(store)).toBe('new-token');
    expect(store.get(authStateAtom)).toMatchObject({
      isLoggedIn: true,
      authUser: { name: 'Sara Ali' },
    });
    expect(sent?.get('name')).toBe('Sara Ali');
    expect(sent?.get('city_id')).toBe('2');
    expect(sent?.get('country_id')).toBe('1');
  });

  it('refuses a file that is not a photo, naming it, and sends the photo picked instead', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API_URL}update-profile`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          key: 'success',
          msg: 'updated',
          data: { id: 7, name: 'Sara', phone: '500000001', token: 'new-token', is_notify: 1 },
        });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const picker = screen.getByLabelText(/Add image/);
    await user.upload(picker, new File(['my photo'], 'me.png', { type: 'image/png' }));
    expect(
      await screen.findByText(/was not added: it is not a JPEG, PNG, GIF, or WebP image/),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument();

    await user.upload(picker, imageFile('me.jpg', { format: 'jpeg' }));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      'blob:matjar/me.jpg',
    );
    await user.selectOptions(screen.getByLabelText(/^City/), 'جدة');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    // jsdom's files lose their bytes and name on the way through Node's fetch; their type is kept.
    expect(sent?.get('image')).toMatchObject({ type: 'image/jpeg' });
  });

  it('shows the server message and keeps what was typed when saving fails', async () => {
    server.use(
      http.post(`${TEST_API_URL}update-profile`, () =>
        HttpResponse.json({ key: 'fail', msg: 'The email is taken', data: null }),
      ),
    );
    const { store, onSaved } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await userEvent.selectOptions(screen.getByLabelText(/^City/), 'الرياض');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email is taken');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('taken@example.com');
    expect(getToken(store)).toBe('old-token');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the photo is too large to send when a proxy refuses the body, and keeps it', async () => {
    let posts = 0;
    server.use(
      http.post(`${TEST_API_URL}update-profile`, () => {
        posts += 1;
        return new HttpResponse('<html><body>413 Request Entity Too Large</body></html>', {
          status: 413,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText(/Add image/), imageFile('me.jpg', { format: 'jpeg' }));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/^City/), 'جدة');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What you are sending is too large. Remove some images or choose smaller ones, then send again.',
    );
    expect(screen.queryByText(/413|Entity/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeVisible();
    expect(screen.getByLabelText(/^City/)).toHaveValue('2');
    expect(posts).toBe(1);
  });
});
