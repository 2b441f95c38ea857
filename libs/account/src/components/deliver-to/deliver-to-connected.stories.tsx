import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import {
  type AuthState,
  SessionProvider,
  TOKEN_STORAGE_KEY,
  createSessionStore,
  emptyGlobalStore,
  getToken,
  visitorAuthState,
} from '@matjar/auth';
import type { Locale } from '@matjar/i18n';
import { storyLocale } from '@matjar/i18n/testing';
import { withAccountLocale } from '../story-decorators.js';
import { DeliverTo } from './deliver-to.js';

/** The API root of these stories: nothing answers there, the fake `fetch` below does. */
const STORY_API_URL = 'https://store.invalid/api/';

/**
 * The fake store's saved addresses (`GET locations`): `saved` two addresses, Home the default;
 * `none` an empty list; `needActive` the phone is not activated yet; `silent` never answers;
 * `down` a server error.
 */
type AddressesAnswer = 'saved' | 'none' | 'needActive' | 'silent' | 'down';

/** Read by `withDeliverToStore`: who is signed in and how the fake store answers. */
interface DeliverToStoryParameters {
  deliverTo?: {
    signedIn?: boolean;
    addresses?: AddressesAnswer;
    /** Whether the store makes the address chosen in the dialog the default one. */
    choosing?: 'accepts' | 'refuses';
  };
}

/** A saved address as `GET locations` sends it. */
interface ApiLocation {
  id: number;
  is_default: 0 | 1;
  name: string;
  address: string;
  lat: number;
  lng: number;
  city: string;
  district: string;
  street: string;
  building_number: string;
  short_address: string | null;
  landmark: string | null;
}

function savedAddressesIn(locale: Locale): ApiLocation[] {
  const english = locale === 'en';
  return [
    {
      id: 1,
      is_default: 1,
      name: english ? 'Home' : 'المنزل',
      address: english
        ? 'Anas Ibn Malik St, Al Malqa, Riyadh'
        : 'حي الملقا، شارع أنس بن مالك، الرياض',
      lat: 24.8,
      lng: 46.6,
      city: english ? 'Riyadh' : 'الرياض',
      district: english ? 'Al Malqa' : 'الملقا',
      street: english ? 'Anas Ibn Malik' : 'أنس بن مالك',
      building_number: '8228',
      short_address: 'RRRD2929',
      landmark: null,
    },
    {
      id: 2,
      is_default: 0,
      name: english ? 'Work' : 'العمل',
      address: english
        ? 'King Fahd Rd, Kingdom Tower, Riyadh'
        : 'طريق الملك فهد، برج المملكة، الرياض',
      lat: 24.71,
      lng: 46.67,
      city: english ? 'Riyadh' : 'الرياض',
      district: english ? 'Al Olaya' : 'العليا',
      street: english ? 'King Fahd Rd' : 'طريق الملك فهد',
      building_number: '2239',
      short_address: null,
      landmark: english ? 'Next to Kingdom Tower' : 'بجوار برج المملكة',
    },
  ];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const pageOf = (items: ApiLocation[]) => ({
  data: items,
  pagination: { total: items.length, per_page: 100, current_page: 1, last_page: 1 },
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

/**
 * A `fetch` standing in for the store: nothing leaves the browser. It keeps the default address,
 * so the list read again after a choice shows it.
 */
function fakeStoreFetch(
  locale: Locale,
  addresses: AddressesAnswer,
  choosing: 'accepts' | 'refuses',
): typeof fetch {
  const saved = addresses === 'saved' ? savedAddressesIn(locale) : [];
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    if (request.method === 'GET' && path === 'locations') {
      await after(addresses === 'silent' ? undefined : 400, request.signal);
      if (addresses === 'down') return json({ key: 'fail', msg: 'Server error' }, 500);
      if (addresses === 'needActive') {
        return json({ key: 'needActive', msg: 'Activate your phone first', data: null });
      }
      return json({ key: 'success', msg: '', data: pageOf(saved) });
    }
    const setDefault = /^locations\/(\d+)\/set-default$/.exec(path);
    const chosen = saved.find((location) => location.id === Number(setDefault?.[1]));
    if (request.method === 'POST' && chosen) {
      await after(800, request.signal);
      if (choosing === 'refuses') {
        return json({ key: 'fail', msg: 'Could not change the default address' }, 422);
      }
      for (const location of saved) location.is_default = location === chosen ? 1 : 0;
      return json({ key: 'success', msg: '', data: chosen });
    }
    return json({ key: 'fail', msg: `Not in this story: ${request.method} ${path}` }, 404);
  };
}

const customer: AuthState = {
  ...visitorAuthState,
  isLoggedIn: true,
  authUser: { id: 7, name: 'سارة', phone: '500000001', email: null, image: null },
};

/**
 * A session as the app makes it: a signed-in customer's holds a token (the store's calls for the
 * addresses need one), a visitor's none. The browser's own storage is left as it was.
 */
function storySession(signedIn: boolean) {
  const previous = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
  try {
    return createSessionStore({
      auth: signedIn ? customer : visitorAuthState,
      global: emptyGlobalStore,
    });
  } finally {
    if (previous === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, previous);
  }
}

interface DeliverToStoreProvidersProps {
  locale: Locale;
  signedIn: boolean;
  addresses: AddressesAnswer;
  choosing: 'accepts' | 'refuses';
  children: ReactNode;
}

/** The app's query cache, API client (over the fake store) and session around the chip. */
function DeliverToStoreProviders({
  locale,
  signedIn,
  addresses,
  choosing,
  children,
}: DeliverToStoreProvidersProps) {
  const [session] = useState(() => storySession(signedIn));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const [api] = useState(() =>
    createApiClient({
      baseUrl: STORY_API_URL,
      getToken: () => getToken(session),
      getLang: () => locale,
      retries: 0,
      // The `silent` store keeps the chip loading for as long as the story is open.
      readTimeout: 24 * 60 * 60 * 1000,
      fetch: fakeStoreFetch(locale, addresses, choosing),
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

/** A story decorator: the session and the fake store of the story's `parameters.deliverTo`. */
function withDeliverToStore(
  Story: () => ReactNode,
  context: { parameters: DeliverToStoryParameters; globals: { locale?: unknown } },
) {
  const {
    signedIn = true,
    addresses = 'saved',
    choosing = 'accepts',
  } = context.parameters.deliverTo ?? {};
  const locale = storyLocale(context.globals);
  return (
    <DeliverToStoreProviders
      // A new session and store whenever the story's language or answers change.
      key={`${locale}|${String(signedIn)}|${addresses}|${choosing}`}
      locale={locale}
      signedIn={signedIn}
      addresses={addresses}
      choosing={choosing}
    >
      {Story()}
    </DeliverToStoreProviders>
  );
}

const meta = {
  title: 'account/DeliverTo (connected)',
  component: DeliverTo,
  decorators: [withAccountLocale, withDeliverToStore],
  args: {
    signInHref: '/auth?redirect=%2Fcart',
    addressesHref: '/myAddresses',
  },
  parameters: { deliverTo: { signedIn: true, addresses: 'saved', choosing: 'accepts' } },
} satisfies Meta<typeof DeliverTo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-in customer with two saved addresses: after a moment the chip shows the default one
 * (Home); open it and choose Work, and the store makes Work the delivery location.
 */
export const ChosenLocation: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A visitor: the chip offers to sign in and come back (the store is not asked). */
export const Visitor: Story = { parameters: { deliverTo: { signedIn: false } } };

/** The store has not answered yet: a placeholder of the chip's height holds the place. */
export const Loading: Story = { parameters: { deliverTo: { addresses: 'silent' } } };

/** No saved addresses: the chip leads to the addresses page to add one. */
export const NoLocation: Story = { parameters: { deliverTo: { addresses: 'none' } } };

/** The phone is not activated yet: the chip leads to the addresses page. */
export const PhoneNotActivated: Story = {
  parameters: { deliverTo: { addresses: 'needActive' } },
};

/** The store did not answer: the chip leads to the addresses page. */
export const StoreDown: Story = { parameters: { deliverTo: { addresses: 'down' } } };

/** Choose Work in the dialog: the store refuses, and the dialog stays open and says so. */
export const ChangeRefused: Story = { parameters: { deliverTo: { choosing: 'refuses' } } };
