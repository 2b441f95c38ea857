import { useIntl } from 'react-intl';
import { OrderChat, useOrderChat, useSendChatMessage } from '@matjar/orders';
import { EmptyState } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/order-chat';
import { OrderSubpage } from './order-page.js';
import { ordersPageMessages as m } from './orders.messages.js';
import '@matjar/orders/styles.css';
import { failureMessage } from '@matjar/i18n';

/** The order is asked for by the browser as the page starts. */
export const handle: RouteHandle = {
  access: 'customer',
  back: (params) => `/orderDetailes/${params['id'] ?? ''}`,
  startCalls: ['orders'],
};

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.chatTitle),
    description: messageIn(locale, m.detailsDescription),
  });
}

function Chat({
  id,
  delegateName,
  isOpen,
}: {
  id: number;
  delegateName?: string;
  isOpen: boolean;
}) {
  const intl = useIntl();
  const chat = useOrderChat(id, isOpen);
  const send = useSendChatMessage(id);
  return (
    <OrderChat
      messages={chat.data}
      delegateName={delegateName}
      onSend={(input) => send.mutate(input)}
      isSending={send.isPending}
      error={send.isError ? failureMessage(intl, send.error) : undefined}
      disabled={!isOpen}
    />
  );
}

/** The chat with the delegate of an order (/orderDetailes/{id}/chat); new messages arrive live. */
export default function OrderChatRoute() {
  const intl = useIntl();
  return (
    <OrderSubpage title={m.chatTitle}>
      {(order) =>
        order.can_chat || order.delegate ? (
          <Chat id={order.id} delegateName={order.delegate?.name} isOpen={order.can_chat} />
        ) : (
          <EmptyState title={intl.formatMessage(m.chatClosed)} />
        )
      }
    </OrderSubpage>
  );
}
