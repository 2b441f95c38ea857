import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Order, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations, imageFile } from '@matjar/ui/testing';
import {
  datesItem,
  finishedOrder,
  newOrder,
  orderPathsFixture,
  pendingReturn,
} from '../order-fixtures.js';
import {
  BASE,
  itDrawsItsStates,
  renderInSession,
  setUpStoreServer,
  stubPhotoPreviews,
} from '../screen-test-setup.js';
import { OrderReturnScreen, type OrderReturnScreenProps } from './order-return-screen.js';
import * as stories from './order-return-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadToasts] });

// The photos' previews: jsdom has no object URLs and cannot decode images.
stubPhotoPreviews();

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<OrderReturnScreenProps> = {}) {
  const onReturnRequested = vi.fn<(order: Order) => void>();
  renderInSession(
    <OrderReturnScreen
      id={finishedOrder.id}
      paths={orderPathsFixture}
      onReturnRequested={onReturnRequested}
      {...props}
    />,
    { withToasts: true },
  );
  return { onReturnRequested };
}

/** Ticks the dates, gives a reason and a photo, and sends the request. */
async function askToReturnTheDates() {
  await userEvent.click(await screen.findByRole('checkbox', { name: datesItem.name }));
  await userEvent.type(
    screen.getByRole('textbox', { name: /Reason for the return/ }),
    'The box was open',
  );
  await userEvent.upload(screen.getByLabelText(/Add images/), [
    imageFile('box.jpg', { format: 'jpeg' }),
  ]);
  expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send the return request' }));
}

describe('OrderReturnScreen', () => {
  it('sends the products, the reason and the photos, says so and leads on', async () => {
    let sent: FormData | undefined;
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.requestReturn, async ({ request }) => {
        sent = await request.formData();
        return success(pendingReturn);
      }),
    );
    const { onReturnRequested } = renderScreen();
    await askToReturnTheDates();

    await waitFor(() => expect(onReturnRequested).toHaveBeenCalledExactlyOnceWith(finishedOrder));
    expect(
      await within(await screen.findByRole('region', { name: /^Notifications/ })).findByRole(
        'listitem',
      ),
    ).toHaveTextContent('Your return request has been sent');
    expect(sent?.getAll('item_ids[]')).toEqual([String(datesItem.id)]);
    expect(sent?.get('reason')).toBe('The box was open');
    // jsdom's files lose their bytes on the way through Node's fetch; their number is what is kept.
    expect(sent?.getAll('photos[]')).toHaveLength(1);
  });

  it("keeps what the customer gave and shows the store's refusal when the request fails", async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.requestReturn, refusal('The return period has ended')),
    );
    const { onReturnRequested } = renderScreen();
    await askToReturnTheDates();

    expect(await screen.findByText('The return period has ended')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: datesItem.name })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Reason for the return/ })).toHaveValue(
      'The box was open',
    );
    expect(onReturnRequested).not.toHaveBeenCalled();
  });

  it('says when the products of an order cannot be returned now', async () => {
    server.use(answerCall(BASE, calls.orders.show, success(newOrder)));
    renderScreen({ id: newOrder.id });
    expect(
      await screen.findByRole('heading', {
        name: 'Products of this order cannot be returned now.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("says an order the store refuses is not one of the customer's", async () => {
    server.use(answerCall(BASE, calls.orders.show, refusal('Order not found')));
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
  });

  it('offers to try again when the order could not be read, and shows the form once it comes', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.show, () =>
        isDown ? refusal('Server error', 'exception') : success(finishedOrder),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Send the return request' })).toBeVisible();
  });
});

describe('OrderReturnScreen stories', () => {
  const { RequestReturn, English, CannotReturn, NotYours, Loading, StoreDown } =
    composeStories(stories);

  it('RequestReturn: the products to return, in Arabic', async () => {
    const { container } = render(<RequestReturn />);
    expect(await screen.findByRole('checkbox', { name: datesItem.name })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إرسال طلب الإرجاع' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('button', { name: 'Send the return request' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('CannotReturn: says so', async () => {
    const { container } = render(<CannotReturn />);
    expect(
      await screen.findByRole('heading', { name: 'لا يمكن استرجاع منتجات هذا الطلب الآن.' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ NotYours, Loading, StoreDown }, () => {
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
