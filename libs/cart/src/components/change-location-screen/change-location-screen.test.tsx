import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '@matjar/api-client';
import { createSessionTestContext } from '@matjar/auth/testing';
import { Button, preloadDialog } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { homeAddress, workAddress } from '../cart-fixtures.js';
import type { SavedAddressesQuery } from '../screen-inputs.js';
import { ChangeLocationScreen, type ChangeLocationScreenProps } from './change-location-screen.js';
import * as stories from './change-location-screen.stories.js';

beforeAll(() => preloadDialog());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

/** Each test's customer is another one: the checkout's choices are kept on the device by customer. */
let lastCustomerId = 800;

const savedAddresses = (locations: readonly Location[]): SavedAddressesQuery => ({
  data: { locations },
  isError: false,
  refetch: vi.fn(),
});

/** `count` addresses of which none is the default, named Branch 1, Branch 2… */
const branches = (count: number): Location[] =>
  Array.from({ length: count }, (_, index) => ({
    ...workAddress,
    id: 100 + index,
    is_default: false,
    name: `Branch ${index + 1}`,
  }));

const newAddress: Location = { ...homeAddress, id: 77, is_default: false, name: 'Rest house' };

interface RenderOptions extends Partial<ChangeLocationScreenProps> {
  /** The address chosen for this order earlier (the checkout's choices on the device). */
  chosenForOrder?: number;
  selectedLocationId?: number;
}

/** The screen in English, in a signed-in customer's session. */
function renderScreen({ chosenForOrder, selectedLocationId, ...props }: RenderOptions = {}) {
  lastCustomerId += 1;
  const draftKey = `matjar.checkout.${lastCustomerId}`;
  if (chosenForOrder !== undefined) {
    localStorage.setItem(
      draftKey,
      JSON.stringify({ location_id: chosenForOrder, saved_at: Date.now() }),
    );
  }
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: 'http://store.test/api/',
    isLoggedIn: true,
    authUser: {
      id: lastCustomerId,
      name: 'Sara',
      phone: '500000001',
      email: null,
      image: null,
      city_id: null,
    },
    global: { location_id: selectedLocationId ?? null },
    locale: 'en',
  });
  const onAddressChosen = vi.fn();
  render(
    <Session>
      <ChangeLocationScreen
        addresses={savedAddresses([homeAddress, workAddress])}
        checkoutHref="/cart/summary"
        onAddressChosen={onAddressChosen}
        renderAddAddressDialog={({ onSaved, onClose }) => (
          <div role="dialog" aria-label="New address">
            <Button onClick={() => onSaved(newAddress)}>Save the rest house</Button>
            <Button onClick={onClose}>Close</Button>
          </div>
        )}
        {...props}
      />
    </Session>,
  );
  const chosenInDraft = () =>
    (JSON.parse(localStorage.getItem(draftKey) ?? '{}') as { location_id?: number }).location_id;
  return { onAddressChosen, chosenInDraft };
}

const addressGroup = () => screen.getByRole('radiogroup', { name: 'Saved addresses' });

describe('ChangeLocationScreen', () => {
  it('lists the saved addresses by name with their address, the default one checked', () => {
    renderScreen();
    const home = screen.getByRole('radio', { name: homeAddress.name });
    expect(home).toBeChecked();
    expect(home).toHaveAccessibleDescription(homeAddress.address);
    expect(screen.getByRole('radio', { name: workAddress.name })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to the checkout' })).toHaveAttribute(
      'href',
      '/cart/summary',
    );
  });

  it('checks the address chosen for this order over the default one', () => {
    renderScreen({ chosenForOrder: workAddress.id });
    expect(screen.getByRole('radio', { name: workAddress.name })).toBeChecked();
  });

  it('checks the address selected in the header over the default one', () => {
    renderScreen({ selectedLocationId: workAddress.id });
    expect(screen.getByRole('radio', { name: workAddress.name })).toBeChecked();
  });

  it('keeps the address picked for the order and goes back to the checkout', async () => {
    const { onAddressChosen, chosenInDraft } = renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: workAddress.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect(onAddressChosen).toHaveBeenCalledWith(workAddress.id);
    expect(chosenInDraft()).toBe(workAddress.id);
  });

  it('asks for an address when none is checked', async () => {
    const { onAddressChosen } = renderScreen({ addresses: savedAddresses(branches(2)) });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect(addressGroup()).toHaveAccessibleDescription(/Please select a location/);
    expect(onAddressChosen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Branch 2' }));
    expect(addressGroup()).not.toHaveAccessibleDescription(/Please select a location/);
  });

  it('shows twenty addresses a page, starting on the page of the checked one', () => {
    renderScreen({ addresses: savedAddresses(branches(45)), chosenForOrder: 100 + 24 });
    expect(within(addressGroup()).getAllByRole('radio')).toHaveLength(20);
    expect(screen.getByRole('radio', { name: 'Branch 25' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Branch 20' })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute('href', '?page=3');
  });

  it('shows the page it is asked for, within the pages there are', () => {
    renderScreen({ addresses: savedAddresses(branches(45)), page: 9 });
    expect(within(addressGroup()).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Branch 45' })).toBeVisible();
  });

  it('adds a new address through the app’s dialog, and sends the order there', async () => {
    const { onAddressChosen, chosenInDraft } = renderScreen();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'New address' })).getByRole('button', {
        name: 'Save the rest house',
      }),
    );
    expect(onAddressChosen).toHaveBeenCalledWith(newAddress.id);
    expect(chosenInDraft()).toBe(newAddress.id);
  });

  it('closes the app’s dialog without choosing anything', async () => {
    const { onAddressChosen } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAddressChosen).not.toHaveBeenCalled();
  });

  it('invites a customer without addresses to add one', async () => {
    renderScreen({ addresses: savedAddresses([]) });
    expect(
      screen.getByRole('heading', {
        name: 'You have no saved address yet. Add one to receive your order.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeVisible();
  });

  it('shows nothing to choose while the addresses are on their way', () => {
    renderScreen({ addresses: { data: undefined, isError: false, refetch: vi.fn() } });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new address' })).not.toBeInTheDocument();
  });

  it('offers to try again when the addresses could not be had', async () => {
    const addresses: SavedAddressesQuery = { data: undefined, isError: true, refetch: vi.fn() };
    renderScreen({ addresses });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(addresses.refetch).toHaveBeenCalledOnce();
  });
});

describe('ChangeLocationScreen stories', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('ChosenForThisOrder: the address chosen earlier is checked', () => {
    const { ChosenForThisOrder } = composeStories(stories);
    render(<ChosenForThisOrder />);
    expect(screen.getByRole('radio', { name: workAddress.name })).toBeChecked();
  });

  it('Addresses: "Add a new address" opens the dialog that saves one', async () => {
    const { Addresses } = composeStories(stories);
    render(<Addresses />);
    await userEvent.click(screen.getByRole('button', { name: 'إضافة عنوان جديد' }));
    await userEvent.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(Addresses.args.onAddressChosen).toHaveBeenCalledWith(3);
  });
});
