import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type AuthState,
  SessionProvider,
  createSessionStore,
  emptyGlobalStore,
  visitorAuthState,
} from '@matjar/auth';
import type { Locale } from '@matjar/i18n';
import { storyLocale } from '@matjar/i18n/testing';
import { withAccountLocale } from '../story-decorators.js';
import { ContactUsForm } from './contact-form.js';

/** The API root of these stories: nothing answers there, the fake `fetch` below does. */
const STORY_API_URL = 'https://store.invalid/api/';

/**
 * How the fake store answers `POST contact-us`: after a moment it `accepts` or `refuses` the
 * message (with its own words, in the language the request asks for); `silent` never answers (the
 * form stays on its way); `unreachable` is a connection that fails.
 */
type ContactStore = 'accepts' | 'refuses' | 'silent' | 'unreachable';

/** Read by `withContactStore`: who is signed in and how the store answers. */
interface ContactStoryParameters {
  contactUs?: { signedIn?: boolean; store?: ContactStore };
}

const refusals: Record<Locale, string> = {
  ar: 'تعذر إرسال رسالتك الآن، حاول لاحقًا',
  en: 'We could not send your message now; please try later',
};

/** The customer of the signed-in stories, named in the story's language. */
function customerIn(locale: Locale): AuthState {
  return {
    ...visitorAuthState,
    isLoggedIn: true,
    authUser: {
      id: 7,
      name: locale === 'en' ? 'Sara' : 'سارة',
      phone: '500000001',
      email: null,
      image: null,
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Resolves after `ms` (never, without `ms`), or rejects as `fetch` does when the request is
 * aborted.
 */
function after(ms: number | undefined, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = ms === undefined ? undefined : setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The request was aborted', 'AbortError'));
    });
  });
}

/** A `fetch` standing in for the store: nothing leaves the browser. */
function fakeStoreFetch(store: ContactStore): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !path.endsWith('/contact-us')) {
      return json({ key: 'fail', msg: `Not in this story: ${request.method} ${path}` }, 404);
    }
    if (store === 'unreachable') throw new TypeError('Failed to fetch');
    // The silent store never answers: the request waits until it is aborted.
    await after(store === 'silent' ? undefined : 800, request.signal);
    if (store === 'refuses') {
      const locale: Locale = request.headers.get('lang') === 'en' ? 'en' : 'ar';
      return json({ key: 'fail', msg: refusals[locale], data: null }, 422);
    }
    return json({ key: 'success', msg: '', data: null });
  };
}

interface ContactStoreProvidersProps {
  locale: Locale;
  signedIn: boolean;
  store: ContactStore;
  children: ReactNode;
}

/** The app's query cache, API client (over the fake store) and session around the form. */
function ContactStoreProviders({ locale, signedIn, store, children }: ContactStoreProvidersProps) {
  const [session] = useState(() =>
    createSessionStore({
      auth: signedIn ? customerIn(locale) : visitorAuthState,
      global: emptyGlobalStore,
    }),
  );
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: STORY_API_URL,
      getToken: () => null,
      getLang: () => locale,
      retries: 0,
      // The `silent` store keeps the form on its way for as long as the story is open.
      timeout: 24 * 60 * 60 * 1000,
      fetch: fakeStoreFetch(store),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** A story decorator: the session and the fake store of the story's `parameters.contactUs`. */
function withContactStore(
  Story: () => ReactNode,
  context: { parameters: ContactStoryParameters; globals: { locale?: unknown } },
) {
  const { signedIn = false, store = 'accepts' } = context.parameters.contactUs ?? {};
  return (
    <ContactStoreProviders
      // A new session and store whenever the story's language or answers change.
      key={`${storyLocale(context.globals)}|${String(signedIn)}|${store}`}
      locale={storyLocale(context.globals)}
      signedIn={signedIn}
      store={store}
    >
      {Story()}
    </ContactStoreProviders>
  );
}

const filledIn = {
  name: 'سارة',
  phone: '500000001',
  subject: 'استفسار',
  title: 'موعد التوصيل',
  message: 'متى يصل طلبي؟',
};

/** Presses "Send", in either language. */
async function pressSend({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^(إرسال|Send)$/ }));
}

const meta = {
  title: 'account/ContactUsForm',
  component: ContactUsForm,
  decorators: [withAccountLocale, withContactStore],
  args: { onSent: fn() },
  parameters: { contactUs: { signedIn: false, store: 'accepts' } },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <ContactUsForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactUsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: every field is empty. Fill it in and press "Send": the store accepts it. */
export const Empty: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A signed-in customer: the name and phone come from the session. */
export const SignedIn: Story = { parameters: { contactUs: { signedIn: true } } };

/** Every field filled in, ready to send. */
export const Filled: Story = { args: { defaultValues: filledIn } };

/** "Send" pressed and the store has not answered yet: the button shows the form is on its way. */
export const Sending: Story = {
  args: { defaultValues: filledIn },
  parameters: { contactUs: { store: 'silent' } },
  play: pressSend,
};

/** "Send" pressed and the store accepts: the form says the message has been sent. */
export const Sent: Story = {
  args: { defaultValues: filledIn },
  play: pressSend,
};

/** The store refuses: its message shows above the button and every field keeps what was typed. */
export const Refused: Story = {
  args: { defaultValues: filledIn },
  parameters: { contactUs: { store: 'refuses' } },
  play: pressSend,
};

/** The store cannot be reached: the form says the connection failed. */
export const Offline: Story = {
  args: { defaultValues: filledIn },
  parameters: { contactUs: { store: 'unreachable' } },
  play: pressSend,
};
