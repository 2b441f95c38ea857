import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { PushAlertsHost, type PushAlertsHostProps } from './push-alerts-host.js';

const BASE = 'http://store.test/api/';
const TOKEN = 'secret-token-of-the-session';
const TICKET = 'ticket-0123456789abcdef';
const server = setupServer(
  http.post(`${BASE}notifications/stream-ticket`, () =>
    HttpResponse.json({ key: 'success', msg: '', data: { ticket: TICKET } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The streams the page opened, each driven by the test. */
const streams: { url: string; closed: boolean; emit: (type: string, data: string) => void }[] = [];
class FakeEventSource extends EventTarget {
  readonly stream;
  constructor(url: string) {
    super();
    this.stream = {
      url,
      closed: false,
      emit: (type: string, data: string) => this.dispatchEvent(new MessageEvent(type, { data })),
    };
    streams.push(this.stream);
  }
  close() {
    this.stream.closed = true;
  }
}

/** The page's service worker container: a message from the push worker is dispatched on it. */
const worker = Object.assign(new EventTarget(), {
  register: () => new Promise<never>(() => undefined),
});

beforeEach(() => {
  streams.length = 0;
  localStorage.setItem('matjar_token', TOKEN);
  vi.stubGlobal('EventSource', FakeEventSource);
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderHost(props: Partial<PushAlertsHostProps> = {}) {
  const onMessage = vi.fn();
  const onOpenLink = vi.fn();
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    locale: 'en',
  });
  const host = (more: Partial<PushAlertsHostProps>) => (
    <Session>
      <PushAlertsHost
        apiUrl={BASE}
        isDemoPushEnabled
        firebase={null}
        isSessionConfirmed
        onMessage={onMessage}
        onOpenLink={onOpenLink}
        {...props}
        {...more}
      />
    </Session>
  );
  const result = render(host({}));
  return {
    onMessage,
    onOpenLink,
    rerender: (more: Partial<PushAlertsHostProps>) => result.rerender(host(more)),
  };
}

describe('PushAlertsHost', () => {
  it("opens the demo's stream once the session is confirmed, named by a ticket, never the token", async () => {
    const { rerender } = renderHost({ isSessionConfirmed: false });
    // Nothing is opened before a customer call has confirmed the session.
    await act(async () => undefined);
    expect(streams).toEqual([]);
    rerender({ isSessionConfirmed: true });
    await waitFor(() => expect(streams).toHaveLength(1));
    const url = new URL(streams[0]?.url ?? '');
    expect(url.pathname).toBe('/api/__demo/push/stream');
    expect(url.searchParams.get('ticket')).toBe(TICKET);
    expect(url.href).not.toContain(TOKEN);
  });

  it('shows a pushed message as an alert in the page, and tells the app', async () => {
    const { onMessage } = renderHost();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() =>
      streams[0]?.emit(
        'push',
        JSON.stringify({
          type: 'accept_order',
          title_ar: 'تم قبول طلبك',
          title_en: 'Your order was accepted',
          body_ar: 'الطلب ٤٢',
          body_en: 'Order 42',
          order_id: 42,
        }),
      ),
    );
    expect(await screen.findByText('Your order was accepted')).toBeVisible();
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ order_id: 42 }));
  });

  it('closes the stream when the page no longer shows the alerts', async () => {
    const { rerender } = renderHost();
    await waitFor(() => expect(streams).toHaveLength(1));
    rerender({ isDemoPushEnabled: false });
    expect(streams[0]?.closed).toBe(true);
  });

  it("opens a system notification's link in the app when the push worker asks", async () => {
    const { onOpenLink } = renderHost();
    act(() => {
      worker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'matjar:open-link', link: '/orders/42' } }),
      );
      // Anything else the worker says is not a link to open.
      worker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'matjar:open-link', link: 'https://x.test' } }),
      );
    });
    expect(onOpenLink).toHaveBeenCalledTimes(1);
    expect(onOpenLink).toHaveBeenCalledWith('/orders/42');
  });
});
