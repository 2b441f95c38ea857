import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ChatMessage } from '@matjar/api-client';
import { chatMessages, delegate, onWayOrder } from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { OrderChat, type OrderChatProps } from './order-chat.js';

/** Yesterday's exchange, a photo of the gate, then today's messages. */
const longConversation: ChatMessage[] = [
  {
    id: 101,
    order_id: onWayOrder.id,
    sender: 'customer',
    text: 'السلام عليكم، متى يوصل الطلب؟',
    image: null,
    created_at: '2026-11-21T17:40:00Z',
    is_read: true,
  },
  {
    id: 102,
    order_id: onWayOrder.id,
    sender: 'delegate',
    text: 'وعليكم السلام، بكرة الصبح إن شاء الله',
    image: null,
    created_at: '2026-11-21T17:45:00Z',
    is_read: true,
  },
  ...chatMessages,
  {
    id: 4,
    order_id: onWayOrder.id,
    sender: 'customer',
    text: 'هذي صورة البوابة:\nالمدخل الثاني على اليسار',
    image: 'https://picsum.photos/seed/matjar-gate/320/240',
    created_at: '2026-11-22T11:03:00Z',
    is_read: true,
  },
];

/** Sends like the demo store: the message appears a moment later, then the composer clears. */
function StatefulOrderChat({ messages: initial, onSend, isSending, ...props }: OrderChatProps) {
  const [messages, setMessages] = useState(initial);
  const [isPending, setIsPending] = useState(isSending ?? false);
  return (
    <OrderChat
      {...props}
      messages={messages}
      isSending={isPending}
      onSend={(input) => {
        onSend(input);
        setIsPending(true);
        setTimeout(() => {
          setMessages((current) => [
            ...(current ?? []),
            {
              id: Date.now(),
              order_id: onWayOrder.id,
              sender: 'customer',
              text: input.text ?? null,
              image: input.image ? URL.createObjectURL(input.image) : null,
              created_at: new Date().toISOString(),
              is_read: true,
            },
          ]);
          setIsPending(false);
        }, 600);
      }}
    />
  );
}

const meta = {
  title: 'orders/OrderChat',
  component: OrderChat,
  args: { messages: chatMessages, delegateName: delegate.name, onSend: fn() },
  decorators: [withOrdersLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <StatefulOrderChat {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const OverTwoDaysWithAnImage: Story = { args: { messages: longConversation } };
export const Loading: Story = { args: { messages: undefined } };
export const NoMessagesYet: Story = { args: { messages: [] } };
export const Sending: Story = { args: { isSending: true } };
export const SendFailed: Story = {
  args: { error: 'تعذر إرسال الرسالة، حاول مرة أخرى' },
};
export const ChatClosed: Story = { args: { disabled: true } };
export const English: Story = {
  args: {
    messages: [
      {
        id: 1,
        order_id: onWayOrder.id,
        sender: 'delegate',
        text: 'Hello, I am on my way to you.',
        image: null,
        created_at: '2026-11-22T11:00:00Z',
        is_read: true,
      },
      {
        id: 2,
        order_id: onWayOrder.id,
        sender: 'customer',
        text: 'Thanks! Please use the north gate.\nThe bell does not work.',
        image: null,
        created_at: '2026-11-22T11:01:30Z',
        is_read: true,
      },
    ],
    delegateName: 'Fahad',
  },
  globals: { locale: 'en' },
};
