import { Illustration } from './illustration.js';

/** No orders: a shopping bag. */
export function OrdersIllustration() {
  return (
    <Illustration>
      <path d="M12 22h40l-3 32H15z" />
      <path d="M24 26v-8a8 8 0 0 1 16 0v8" />
      <path d="M26 40h12" />
    </Illustration>
  );
}
