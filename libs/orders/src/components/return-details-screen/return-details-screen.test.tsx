import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { orderPathsFixture, pendingReturn, returnedOrder } from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { ReturnDetailsScreen, type ReturnDetailsScreenProps } from './return-details-screen.js';
import * as stories from './return-details-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session. */
function renderScreen(props: Partial<ReturnDetailsScreenProps> = {}) {
  renderInSession(
    <ReturnDetailsScreen id={returnedOrder.id} paths={orderPathsFixture} {...props} />,
  );
}

describe('ReturnDetailsScreen', () => {
  it("shows the order's return request and how it is going", async () => {
    const asked: string[] = [];
    server.use(
      answerCall(BASE, calls.orders.show, success(returnedOrder)),
      answerCall(BASE, calls.orders.returnDetails, ({ params }) => {
        asked.push(String(params['id']));
        return success(pendingReturn);
      }),
    );
    renderScreen();
    expect(await screen.findByText('Under review')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Return photo 2' })).toBeInTheDocument();
    expect(asked).toEqual([String(returnedOrder.id)]);
  });

  it('offers to try again when the request could not be read, and shows it once it comes', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.show, success(returnedOrder)),
      answerCall(BASE, calls.orders.returnDetails, () =>
        isDown ? refusal('Server error', 'exception') : success(pendingReturn),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Under review')).toBeVisible();
  });

  it("says an order the store refuses is not one of the customer's, and asks for no return", async () => {
    server.use(answerCall(BASE, calls.orders.show, refusal('Order not found')));
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
  });

  it('says an address without an order id names none of the customer’s orders', () => {
    renderScreen({ id: undefined });
    expect(
      screen.getByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
  });
});

describe('ReturnDetailsScreen stories', () => {
  const { UnderReview, English, NotYours, Loading, StoreDown } = composeStories(stories);

  it('UnderReview: the request, in Arabic', async () => {
    const { container } = render(<UnderReview />);
    expect(await screen.findByText('قيد المراجعة')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByText('Under review')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ NotYours, Loading, StoreDown }, () => undefined);
});
