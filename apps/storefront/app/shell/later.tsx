import { onIdle } from '@matjar/ui';

/**
 * The shell's parts that the first screen does not wait for, in one chunk fetched once the page is
 * idle (`onIdle`, decision 038): the server draws them with the page, and what it drew stays until
 * their code has come. None of them holds a control that works only with its code: the bell and
 * the deliver-to chip are links until then (a customer's chip shows its loading state), and the
 * cart's count draws nothing.
 */
const live = () => import('./shell-live.js');

/** The signed-in customer's notifications bell, with the unread count. */
export const LaterBell = onIdle(() => live().then((module) => module.HeaderBell), {
  name: 'bell',
});

/** Keeps the cart's count in step with the store and the other open tabs. */
export const LaterCartCount = onIdle(() => live().then((module) => module.CartCountSync), {
  name: 'cart-count',
});

/** The "deliver to" strip under the header. */
export const LaterDeliverTo = onIdle(() => live().then((module) => module.DeliverToBar), {
  name: 'deliver-to',
});
