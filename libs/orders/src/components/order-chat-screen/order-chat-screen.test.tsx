import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  chatMessages,
  finishedOrder,
  newOrder,
  onWayOrder,
  orderPathsFixture,
  pageOf,
} from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { OrderChatScreen, type OrderChatScreenProps } from './order-chat-screen.js';
import * as stories from './order-chat-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session. */
function renderScreen(props: Partial<OrderChatScreenProps> = {}) {
  renderInSession(<OrderChatScreen id={onWayOrder.id} paths={orderPathsFixture} {...props} />);
}

const log = () => screen.findByRole('log', { name: 'Messages with the delegate' });

describe('OrderChatScreen', () => {
  it('shows the messages with the delegate and sends a new one, which joins them', async () => {
    const chat: ChatMessage[] = [...chatMessages];
    const sent: FormData[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(BASE, calls.chat.messages, () => success(pageOf([...chat].reverse()))),
      answerCall(BASE, calls.chat.send, async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        await answered;
        const message: ChatMessage = {
          id: 4,
          order_id: onWayOrder.id,
          sender: 'customer',
          text: String(form.get('text')),
          image: null,
          created_at: '2026-11-22T11:05:00Z',
          is_read: true,
        };
        chat.push(message);
        return success(message);
      }),
    );
    renderScreen();
    expect(await within(await log()).findByText('أبشر، خمس دقائق وأكون عندك')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'The north gate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // On its way: the message stays in the field until the store has taken it.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The north gate');
    answer();

    expect(await within(await log()).findByText('The north gate')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    expect(sent.map((form) => form.get('text'))).toEqual(['The north gate']);
  });

  it("keeps the message and shows the store's refusal when it could not be sent", async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(BASE, calls.chat.messages, success(pageOf([...chatMessages].reverse()))),
      answerCall(BASE, calls.chat.send, refusal('The chat of this order is closed')),
    );
    renderScreen();
    await log();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you near?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The chat of this order is closed')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you near?');
  });

  it('keeps the chat of a delivered order to read, with nothing to send', async () => {
    const delivered = { ...finishedOrder, delegate: onWayOrder.delegate };
    server.use(
      answerCall(BASE, calls.orders.show, success(delivered)),
      answerCall(BASE, calls.chat.messages, success(pageOf([...chatMessages].reverse()))),
    );
    renderScreen({ id: delivered.id });
    expect(await within(await log()).findByText('أبشر، خمس دقائق وأكون عندك')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says the chat opens later for an order without a delegate yet', async () => {
    server.use(answerCall(BASE, calls.orders.show, success(newOrder)));
    renderScreen({ id: newOrder.id });
    expect(
      await screen.findByRole('heading', {
        name: 'The chat opens while the order is being prepared or on its way.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it("says an order the store refuses is not one of the customer's", async () => {
    server.use(answerCall(BASE, calls.orders.show, refusal('Order not found')));
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
  });
});

describe('OrderChatScreen stories', () => {
  const { Chat, English, Delivered, NotOpenYet, NotYours, Loading, StoreDown } =
    composeStories(stories);

  it('Chat: the messages, in Arabic', async () => {
    const { container } = render(<Chat />);
    const messages = await screen.findByRole('log', { name: 'الرسائل مع المندوب' });
    expect(await within(messages).findByText('أبشر، خمس دقائق وأكون عندك')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('log', { name: 'Messages with the delegate' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Delivered: the chat to read', async () => {
    const { container } = render(<Delivered />);
    const messages = await screen.findByRole('log', { name: 'الرسائل مع المندوب' });
    expect(await within(messages).findByText('أبشر، خمس دقائق وأكون عندك')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NotOpenYet: the chat opens later', async () => {
    const { container } = render(<NotOpenYet />);
    expect(
      await screen.findByRole('heading', { name: 'تُتاح المحادثة أثناء تجهيز الطلب أو توصيله.' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ NotYours, Loading, StoreDown }, () => {
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
