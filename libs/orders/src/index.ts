/**
 * @packageDocumentation
 * `@matjar/orders`: the customer's orders after checkout — lists by status, details, cancel,
 * receive, pay, buy again, return, rate, tracking and the chat with the delegate.
 */
export { CHAT_MESSAGES_SHOWN, ORDERS_PER_PAGE, orderQueries } from './api/order-queries.js';
export { LIVE_REFRESH_MS, useOrder, useOrders } from './hooks/use-orders.js';
export {
  useCancelOrder,
  useCancelReasons,
  usePayOrder,
  useRateOrder,
  useReceiveOrder,
  useReorder,
} from './hooks/use-order-actions.js';
export {
  type ReturnRequest,
  useRequestReturn,
  useReturnDetails,
} from './hooks/use-order-return.js';
export {
  type OrderTrackingOptions,
  TRACKING_START_CHECK_MS,
  useOrderTracking,
} from './hooks/use-order-tracking.js';
export { useChatUnreadCount, useOrderChat, useSendChatMessage } from './hooks/use-order-chat.js';
export {
  orderProgressMessages,
  orderStatusMessages,
  orderStepMessages,
} from './components/order-status/messages.js';
export {
  OrderStatusBadge,
  type OrderStatusBadgeProps,
} from './components/order-status/order-status-badge.js';
export {
  OrderProgress,
  type OrderProgressProps,
} from './components/order-status/order-progress.js';
export { OrderCard, type OrderCardProps } from './components/order-card/order-card.js';
export { OrdersList, type OrdersListProps } from './components/order-card/orders-list.js';
export { OrderDetails, type OrderDetailsProps } from './components/order-details/order-details.js';
export {
  OrderActions,
  type OrderActionsProps,
  type OrderPendingAction,
} from './components/order-details/order-actions.js';
export {
  CancelOrderDialog,
  type CancelOrderDialogProps,
} from './components/cancel-order-dialog/cancel-order-dialog.js';
export {
  ReturnForm,
  type ReturnFormInput,
  type ReturnFormProps,
} from './components/return-form/return-form.js';
export {
  ReturnDetails,
  type ReturnDetailsProps,
} from './components/return-details/return-details.js';
export {
  RateOrderForm,
  type RateOrderInput,
  type RateOrderFormProps,
} from './components/rate-order-form/rate-order-form.js';
export {
  CHAT_IMAGE_MAX_BYTES,
  OrderChat,
  type OrderChatInput,
  type OrderChatProps,
} from './components/order-chat/order-chat.js';
export {
  type OrderTab,
  type OrderTabSlug,
  orderTabOf,
  orderTabs,
} from './components/orders-screen/order-tabs.js';
export type { OrderPaths } from './components/order-screens/order-paths.js';
export { orderScreenMessages } from './components/order-screens/messages.js';
export { OrdersScreen, type OrdersScreenProps } from './components/orders-screen/orders-screen.js';
export {
  ScheduledOrdersScreen,
  type ScheduledOrdersScreenProps,
} from './components/scheduled-orders-screen/scheduled-orders-screen.js';
export {
  OrderDetailsScreen,
  type OrderDetailsScreenProps,
} from './components/order-details-screen/order-details-screen.js';
export {
  TrackingScreen,
  type TrackingScreenProps,
} from './components/tracking-screen/tracking-screen.js';
export {
  OrderRateScreen,
  type OrderRateScreenProps,
} from './components/order-rate-screen/order-rate-screen.js';
export {
  OrderReturnScreen,
  type OrderReturnScreenProps,
} from './components/order-return-screen/order-return-screen.js';
export {
  ReturnDetailsScreen,
  type ReturnDetailsScreenProps,
} from './components/return-details-screen/return-details-screen.js';
export {
  OrderChatScreen,
  type OrderChatScreenProps,
} from './components/order-chat-screen/order-chat-screen.js';
export { useOrderInvoice } from './hooks/use-order-invoice.js';
export { TaxInvoice, type TaxInvoiceProps } from './components/tax-invoice/tax-invoice.js';
export {
  TaxInvoiceScreen,
  type TaxInvoiceScreenProps,
} from './components/tax-invoice/tax-invoice-screen.js';
export { taxInvoiceMessages } from './components/tax-invoice/messages.js';
