import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type AuthState,
  SessionProvider,
  createSessionStore,
  emptyGlobalStore,
  visitorAuthState,
} from '@matjar/auth';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { ContactForm, ContactUsForm } from './contact-form.js';
import * as stories from './contact-form.stories.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillIn({ phone = '0551234567' }: { phone?: string } = {}) {
  await userEvent.type(field(/^Name/), 'Noura');
  await userEvent.type(field(/^Mobile number/), phone);
  await userEvent.type(field(/^Subject/), 'Question');
  await userEvent.type(field(/^Message title/), 'Delivery time');
  await userEvent.type(field(/^Message\*?$/), 'When will my order arrive?');
}

function renderForm(onSubmit: (values: unknown) => Promise<unknown>) {
  render(
    <TestI18nProvider locale="en">
      <ContactForm onSubmit={onSubmit} isPending={false} />
    </TestI18nProvider>,
  );
}

describe('ContactForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('asks for every field and focuses the first one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter the message title')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Message title/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the phone is not a Saudi mobile number', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await fillIn({ phone: '401234567' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The phone number is incorrect')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a phone typed in Arabic-Indic digits and sends the national number', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await fillIn({ phone: '٠٥٥١٢٣٤٥٦٧' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your message has been sent. We will get back to you soon.');
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Noura',
      phone: '551234567',
      subject: 'Question',
      title: 'Delivery time',
      message: 'When will my order arrive?',
    });
  });

  it('confirms once sent and clears the form', async () => {
    renderForm(() => Promise.resolve());
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your message has been sent. We will get back to you soon.',
    );
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Mobile number/)).toHaveValue('');
    expect(field(/^Message\*?$/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps every field and shows the store's message when it refuses", async () => {
    renderForm(() =>
      Promise.reject(
        new ApiError({ kind: 'fail', call: 'content.contactUs', msg: 'Try again later' }),
      ),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(field(/^Name/)).toHaveValue('Noura');
    expect(field(/^Mobile number/)).toHaveValue('0551234567');
    expect(field(/^Subject/)).toHaveValue('Question');
    expect(field(/^Message title/)).toHaveValue('Delivery time');
    expect(field(/^Message\*?$/)).toHaveValue('When will my order arrive?');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says the connection failed when the store cannot be reached', async () => {
    renderForm(() => Promise.reject(new ApiError({ kind: 'network', call: 'content.contactUs' })));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred connecting to the server.',
    );
  });

  it('shows the form is on its way', () => {
    render(
      <TestI18nProvider locale="en">
        <ContactForm onSubmit={() => Promise.resolve()} isPending />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  });
});

const signedIn: AuthState = {
  ...visitorAuthState,
  isLoggedIn: true,
  authUser: {
    id: 7,
    name: 'Sara',
    phone: '500000001',
    email: null,
    image: null,
  },
};

function StoreProviders({ auth, children }: { auth: AuthState; children: ReactNode }) {
  const store = createSessionStore({ auth, global: emptyGlobalStore });
  const api = createApiClient({ baseUrl: BASE, getToken: () => undefined, retries: 0 });
  return (
    <TestI18nProvider locale="en">
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
      >
        <ApiClientProvider client={api}>
          <SessionProvider store={store}>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </TestI18nProvider>
  );
}

describe('ContactUsForm', () => {
  it("starts from the signed-in customer's name and phone and sends the form to the store", async () => {
    let sent: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.post(`${BASE}contact-us`, async ({ request }) => {
        sent = Object.fromEntries(await request.formData());
        return HttpResponse.json({ key: 'success', msg: 'Sent', data: null });
      }),
    );
    const onSent = vi.fn();
    render(
      <StoreProviders auth={signedIn}>
        <ContactUsForm onSent={onSent} />
      </StoreProviders>,
    );
    expect(field(/^Name/)).toHaveValue('Sara');
    expect(field(/^Mobile number/)).toHaveValue('500000001');
    await userEvent.type(field(/^Subject/), 'Question');
    await userEvent.type(field(/^Message title/), 'Delivery time');
    await userEvent.type(field(/^Message\*?$/), 'When will my order arrive?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your message has been sent. We will get back to you soon.',
    );
    expect(sent).toEqual({
      name: 'Sara',
      phone: '500000001',
      subject: 'Question',
      title: 'Delivery time',
      message: 'When will my order arrive?',
    });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(field(/^Name/)).toHaveValue('Sara');
    expect(field(/^Subject/)).toHaveValue('');
  });

  it("shows the store's message and keeps what was typed when the store refuses", async () => {
    server.use(
      http.post(`${BASE}contact-us`, () =>
        HttpResponse.json({ key: 'fail', msg: 'Try again later', data: null }, { status: 422 }),
      ),
    );
    render(
      <StoreProviders auth={visitorAuthState}>
        <ContactUsForm />
      </StoreProviders>,
    );
    expect(field(/^Name/)).toHaveValue('');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(field(/^Subject/)).toHaveValue('Question');
    expect(field(/^Message\*?$/)).toHaveValue('When will my order arrive?');
  });
});
