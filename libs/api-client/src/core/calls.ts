import { authCalls } from '../calls/auth.js';
import { bankAccountCalls } from '../calls/bank-accounts.js';
import { cartCalls } from '../calls/cart.js';
import { catalogCalls } from '../calls/catalog.js';
import { chatCalls } from '../calls/chat.js';
import { complaintCalls } from '../calls/complaints.js';
import { contentCalls } from '../calls/content.js';
import { homeCalls } from '../calls/home.js';
import { locationCalls } from '../calls/locations.js';
import { notificationCalls } from '../calls/notifications.js';
import { orderCalls } from '../calls/orders.js';
import { pointsCalls } from '../calls/points.js';
import { walletCalls } from '../calls/wallet.js';

/** Every call of the store API, by domain. */
export const calls = {
  auth: authCalls,
  home: homeCalls,
  content: contentCalls,
  catalog: catalogCalls,
  locations: locationCalls,
  cart: cartCalls,
  orders: orderCalls,
  chat: chatCalls,
  wallet: walletCalls,
  points: pointsCalls,
  bankAccounts: bankAccountCalls,
  complaints: complaintCalls,
  notifications: notificationCalls,
} as const;
