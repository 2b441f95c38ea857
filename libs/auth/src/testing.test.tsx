import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { answerCall, success } from '@matjar/api-client/testing';
import { useAuthState } from './session/session-provider.js';
import { type CustomerStoreParameters, STORY_API_URL, withCustomerStore } from './testing.js';

/** The cart's count as the fake store answers it, asked again on a press. */
function CartCount() {
  const api = useApiClient();
  const count = useQuery({
    queryKey: ['cart-count'],
    queryFn: async () => (await api.cart.count({})).data,
  });
  return (
    <>
      <p>{count.data === undefined ? 'Asking' : `Items: ${count.data}`}</p>
      <button type="button" onClick={() => void count.refetch()}>
        Ask again
      </button>
    </>
  );
}

const drawn = (parameters: CustomerStoreParameters) =>
  render(withCustomerStore(() => <CartCount />, { parameters, globals: { locale: 'en' } }));

describe('withCustomerStore', () => {
  it("answers the story's calls with its handlers", async () => {
    drawn({
      customerStore: { answers: [answerCall(STORY_API_URL, calls.cart.count, success(3))] },
    });
    expect(await screen.findByText('Items: 3')).toBeVisible();
  });

  it('makes answers given as a function each time the story is drawn, so what a story did is forgotten', async () => {
    let made = 0;
    const answers = () => {
      made += 1;
      let asked = 0;
      return [answerCall(STORY_API_URL, calls.cart.count, () => success((asked += 1)))];
    };
    const first = drawn({ customerStore: { answers } });
    expect(await screen.findByText('Items: 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    // The same store for as long as the story is drawn: it remembers it was asked.
    expect(await screen.findByText('Items: 2')).toBeVisible();
    first.unmount();

    drawn({ customerStore: { answers } });
    expect(await screen.findByText('Items: 1')).toBeVisible();
    expect(made).toBe(2);
  });

  it('draws each story for another signed-in customer', () => {
    function Customer() {
      const { isLoggedIn, authUser } = useAuthState();
      return <p>{isLoggedIn ? `Customer ${authUser?.id ?? ''}` : 'Visitor'}</p>;
    }
    const story = () =>
      render(withCustomerStore(() => <Customer />, { parameters: {}, globals: { locale: 'en' } }));
    const first = story();
    const firstCustomer = screen.getByText(/^Customer \d+$/).textContent;
    first.unmount();
    story();
    const secondCustomer = screen.getByText(/^Customer \d+$/).textContent;
    expect(secondCustomer).not.toBe(firstCustomer);
  });
});
