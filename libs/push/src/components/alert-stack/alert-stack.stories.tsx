import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyLocale } from '@matjar/i18n/testing';
import { type PushMessage, alertOf } from '../../lib/push-message.js';
import { withPushLocale } from '../story-decorators.js';
import { AlertStack, PushAlerts } from './alert-stack.js';
import { type StackedAlert, useAlertStack } from './use-alert-stack.js';

const orderPlaced: PushMessage = {
  type: 'create_order',
  title_ar: 'طلب جديد',
  title_en: 'New order',
  body_ar: 'تم استلام طلبك رقم 1042 وجارٍ تجهيزه.',
  body_en: 'Your order 1042 was received and is being prepared.',
  order_id: 1042,
  product_id: null,
};

const orderFinished: PushMessage = {
  type: 'finish_order',
  title_ar: 'تم توصيل طلبك',
  title_en: 'Your order was delivered',
  body_ar: 'نتمنى أن ينال إعجابك، قيّم تجربتك الآن.',
  body_en: 'We hope you like it: rate your experience now.',
  order_id: 1038,
  product_id: null,
};

const offer: PushMessage = {
  type: 'admin_notify',
  title_ar: 'عرض نهاية الأسبوع',
  title_en: 'Weekend offer',
  body_ar: 'خصم ٢٠٪ على الخضار والفواكه حتى منتصف الليل.',
  body_en: '20% off fruit and vegetables until midnight.',
  order_id: null,
  product_id: null,
};

const backInStock: PushMessage = {
  type: 'back_in_stock',
  title_ar: 'المنتج متوفر من جديد',
  title_en: 'Back in stock',
  body_ar: 'عسل سدر متوفر الآن. أضفه إلى سلتك قبل نفاده.',
  body_en: 'Sidr honey is available again. Add it to your cart before it runs out.',
  order_id: null,
  product_id: 42,
};

const longText: PushMessage = {
  type: 'admin_notify',
  title_ar: 'تحديث مهم بخصوص مواعيد التوصيل خلال شهر رمضان المبارك',
  title_en: 'An important update about delivery times during the holy month of Ramadan',
  body_ar:
    'تبدأ مواعيد التوصيل من الساعة العاشرة صباحًا حتى الثانية فجرًا، ويمكنك جدولة طلبك مسبقًا لضمان وصوله في الوقت المناسب قبل الإفطار.',
  body_en:
    'Deliveries run from 10 in the morning until 2 at night, and you can schedule your order ahead so that it arrives in time before iftar.',
  order_id: null,
  product_id: null,
};

const shown = (message: PushMessage, lang: string | null = 'ar'): StackedAlert => ({
  ...alertOf(message, lang),
  state: 'shown',
});

type Shown = [message: PushMessage, state?: StackedAlert['state']];

/**
 * A story of these messages in the toolbar's language (or the one its `globals` lock): an alert's
 * title and body are the message's own in that language, as the push service sends both.
 */
const alertsOf =
  (...messages: Shown[]): Story['render'] =>
  (args, { globals }) => (
    <AlertStack
      {...args}
      alerts={messages.map(([message, state = 'shown']) => ({
        ...alertOf(message, storyLocale(globals)),
        state,
      }))}
    />
  );

/** A live stack: the buttons push alerts as the push service would, with the real bell. */
function LiveAlertStack() {
  const stack = useAlertStack();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <button type="button" onClick={() => stack.push(alertOf(orderPlaced, 'ar'))}>
        Order alert (link)
      </button>
      <button type="button" onClick={() => stack.push(alertOf(offer, 'ar'))}>
        Offer alert (text)
      </button>
      <PushAlerts stack={stack} />
    </div>
  );
}

const meta = {
  title: 'push/AlertStack',
  component: AlertStack,
  args: { alerts: [], onDismiss: fn() },
  decorators: [withPushLocale],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OrderLink: Story = { render: alertsOf([orderPlaced]) };
export const PlainText: Story = { render: alertsOf([offer]) };
/** A product the customer waited for is back: the alert leads to its page. */
export const BackInStock: Story = { render: alertsOf([backInStock]) };
export const Several: Story = { render: alertsOf([offer], [orderFinished], [orderPlaced]) };
export const Leaving: Story = { render: alertsOf([offer, 'leaving'], [orderPlaced]) };
/** On a 390 px phone: the alerts take the width less the 20 px offsets and wrap their text. */
export const LongTextOnPhone: Story = {
  render: alertsOf([longText], [orderPlaced]),
  globals: { viewport: { value: '390-844', isRotated: false } },
};
export const English: Story = {
  args: { alerts: [shown(orderPlaced, 'en'), shown(offer, 'en')] },
  globals: { locale: 'en' },
};
export const Live: Story = { render: () => <LiveAlertStack /> };
