import { useIntl } from 'react-intl';
import { failureMessage } from '@matjar/i18n';
import { EmptyState } from '@matjar/ui';
import { useOrderChat, useSendChatMessage } from '../../hooks/use-order-chat.js';
import { OrderChat } from '../order-chat/order-chat.js';
import { WithOrder } from '../order-screens/with-order.js';
import type { OrderPaths } from '../order-screens/order-paths.js';
import { orderChatScreenMessages as m } from './messages.js';

export interface OrderChatScreenProps {
  /** The order's id from the address; `undefined` when it names none ("not one of your orders"). */
  id: number | undefined;
  /** The address of the lists, from an order not found. */
  paths: Pick<OrderPaths, 'list'>;
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

/**
 * The chat with an order's delegate under the page's title: the messages, with new ones arriving
 * every few seconds while the order is being prepared or on its way, and sending text or a photo.
 * Once the order has arrived the chat is kept to read; an order that never had a delegate says
 * the chat opens later. A skeleton while the order loads, "not one of your orders" for an address
 * without one or the store's refusal, and a way to try again otherwise.
 *
 * @example
 * <OrderChatScreen id={idFromTheAddress} paths={orderPaths} />
 */
export function OrderChatScreen({ id, paths }: OrderChatScreenProps) {
  const intl = useIntl();
  return (
    <WithOrder id={id} listHref={paths.list()}>
      {(order) =>
        order.can_chat || order.delegate ? (
          <Chat id={order.id} delegateName={order.delegate?.name} isOpen={order.can_chat} />
        ) : (
          <EmptyState title={intl.formatMessage(m.chatClosed)} />
        )
      }
    </WithOrder>
  );
}
