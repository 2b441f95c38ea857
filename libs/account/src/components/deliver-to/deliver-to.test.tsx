import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { stubResizeObserver } from '../screen-test-setup.js';
import { DeliverTo, DeliverToChip } from './deliver-to.js';
import * as stories from './deliver-to.stories.js';

const { ChosenEnglish } = composeStories(stories);
const locations = ChosenEnglish.args.locations ?? [];
// Radix's radio group measures its hidden form input with ResizeObserver, which jsdom lacks.
stubResizeObserver();

const hrefs = { signInHref: '/auth?redirect=%2Fcart', addressesHref: '/myAddresses' };

describe('DeliverToChip', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says where the order is delivered and opens the saved addresses', async () => {
    const onChoose = vi.fn(async () => undefined);
    render(
      <TestI18nProvider locale="en">
        <DeliverToChip
          state="ready"
          locations={locations}
          selectedId={1}
          onChoose={onChoose}
          {...hrefs}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to: Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    // The list's code loads as the dialog opens.
    expect(await within(dialog).findByRole('radio', { name: /Home/ })).toBeChecked();
    await assertNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Work/ }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver here' }));
    expect(onChoose).toHaveBeenCalledWith(locations[1]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says so when the choice is not saved', async () => {
    const onChoose = vi.fn(async () => {
      throw new Error('refused');
    });
    render(
      <TestI18nProvider locale="en">
        <DeliverToChip
          state="ready"
          locations={locations}
          selectedId={1}
          onChoose={onChoose}
          {...hrefs}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to: Home' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Work/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver here' }));
    expect(
      await within(dialog).findByText(
        'We could not change your delivery location. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Work/ })).toBeChecked();
  });

  it('asks a visitor to sign in and come back', () => {
    render(
      <TestI18nProvider locale="ar">
        <DeliverToChip state="visitor" {...hrefs} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'اختر موقع التوصيل — سجّل الدخول' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcart',
    );
  });

  it('sends a customer without saved addresses to add one', () => {
    render(
      <TestI18nProvider locale="en">
        <DeliverToChip state="unavailable" {...hrefs} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Choose your delivery location' })).toHaveAttribute(
      'href',
      '/myAddresses',
    );
  });
});

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const apiLocation = (id: number, name: string, isDefault: boolean) => ({
  id,
  is_default: isDefault ? 1 : 0,
  name,
  address: 'King Fahd Road, Riyadh',
  lat: 24.7,
  lng: 46.6,
});

const listOf = (...items: ReturnType<typeof apiLocation>[]) => ({
  key: 'success',
  msg: '',
  data: {
    data: items,
    pagination: { total: items.length, per_page: 100, current_page: 1, last_page: 1 },
  },
});

/** The selected location as the global store holds it. */
function SelectedLocation() {
  return <output aria-label="Selected location">{useGlobalStore().location_id ?? 'none'}</output>;
}

describe('DeliverTo', () => {
  it('holds the place, then shows the default address as the selected location', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(listOf(apiLocation(4, 'Work', false), apiLocation(9, 'Home', true))),
      ),
    );
    const { wrapper } = createSessionTestContext({
      baseUrl: BASE,
      isLoggedIn: true,
      locale: 'en',
    });
    render(
      <>
        <DeliverTo {...hrefs} />
        <SelectedLocation />
      </>,
      { wrapper },
    );
    expect(screen.getByText('Loading your delivery location')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deliver to: Home' })).toBeInTheDocument();
    // The chip draws from the list; the selection is kept once the list has been read.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Selected location' })).toHaveTextContent('9'),
    );
  });

  it('makes the address chosen in the dialog the selected location', async () => {
    localStorage.setItem('matjar_token', 'token-1');
    let defaultId = 9;
    server.use(
      http.get(`${BASE}locations`, () =>
        HttpResponse.json(
          listOf(apiLocation(4, 'Work', defaultId === 4), apiLocation(9, 'Home', defaultId === 9)),
        ),
      ),
      http.post(`${BASE}locations/4/set-default`, () => {
        defaultId = 4;
        return HttpResponse.json({ key: 'success', msg: '', data: apiLocation(4, 'Work', true) });
      }),
    );
    const { wrapper } = createSessionTestContext({
      baseUrl: BASE,
      isLoggedIn: true,
      locale: 'en',
    });
    render(
      <>
        <DeliverTo {...hrefs} />
        <SelectedLocation />
      </>,
      { wrapper },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver to: Home' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Work/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByRole('button', { name: 'Deliver to: Work' })).toBeInTheDocument();
    // The chip draws from the list; the selection is kept once the list has been read.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Selected location' })).toHaveTextContent('4'),
    );
  });

  it('asks a visitor to sign in, without asking the store', () => {
    const { wrapper } = createSessionTestContext({ baseUrl: BASE, locale: 'en' });
    render(<DeliverTo {...hrefs} />, { wrapper });
    expect(
      screen.getByRole('link', { name: 'Choose your delivery location — sign in' }),
    ).toHaveAttribute('href', '/auth?redirect=%2Fcart');
  });
});
