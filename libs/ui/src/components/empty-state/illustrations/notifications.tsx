import { Illustration } from './illustration.js';

/** No notifications: a bell at rest. */
export function NotificationsIllustration() {
  return (
    <Illustration>
      <path d="M18 44V30a14 14 0 0 1 28 0v14l4 5H14z" />
      <path d="M27 53a5 5 0 0 0 10 0" />
      <path d="M32 10v6" />
    </Illustration>
  );
}
