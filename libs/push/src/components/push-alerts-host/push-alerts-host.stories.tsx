import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, success } from '@matjar/api-client/testing';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { fn } from 'storybook/test';
import type { PushMessage } from '../../lib/push-message.js';
import type { EventSourceLike } from '../../lib/push-transport.js';
import { withPushLocale } from '../story-decorators.js';
import { PushAlertsHost } from './push-alerts-host.js';

const messages: PushMessage[] = [
  {
    type: 'accept_order',
    title_ar: 'تم قبول طلبك',
    title_en: 'Your order was accepted',
    body_ar: 'يجهّز المتجر طلبك رقم 1042 الآن.',
    body_en: 'The store is preparing your order 1042.',
    order_id: 1042,
    product_id: null,
  },
  {
    type: 'admin_notify',
    title_ar: 'عرض نهاية الأسبوع',
    title_en: 'Weekend offer',
    body_ar: 'خصم ٢٠٪ على الخضار والفواكه حتى منتصف الليل.',
    body_en: '20% off fruit and vegetables until midnight.',
    order_id: null,
    product_id: null,
  },
];

/**
 * A stand-in for the demo's stream: it sends the messages above, one every `everyMs`, in turn,
 * for as long as the story is open.
 */
const streamSending = (everyMs: number) => (): EventSourceLike => {
  const target = new EventTarget();
  let sent = 0;
  const timer = setInterval(() => {
    const message = messages[sent % messages.length];
    sent += 1;
    target.dispatchEvent(new MessageEvent('push', { data: JSON.stringify(message) }));
  }, everyMs);
  return {
    addEventListener: target.addEventListener.bind(target) as EventSourceLike['addEventListener'],
    close: () => clearInterval(timer),
  };
};

const meta = {
  title: 'push/PushAlertsHost',
  component: PushAlertsHost,
  decorators: [withCustomerStore, withPushLocale],
  args: {
    apiUrl: STORY_API_URL,
    isDemoPushEnabled: true,
    firebase: null,
    isSessionConfirmed: true,
    onMessage: fn(),
    onOpenLink: fn(),
    openStream: streamSending(3_000),
  },
  parameters: {
    customerStore: {
      answers: [
        answerCall(
          STORY_API_URL,
          calls.notifications.streamTicket,
          success({ ticket: 'story-ticket-0123456789' }),
        ),
      ],
    },
  },
} satisfies Meta<typeof PushAlertsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer on the demo's stream: an alert every three seconds, top inline-end. */
export const DemoStream: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The session is not confirmed yet: no stream is opened, nothing shows. */
export const SessionNotConfirmed: Story = { args: { isSessionConfirmed: false } };
