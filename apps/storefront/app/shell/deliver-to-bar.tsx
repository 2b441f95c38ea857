import { useLocation } from 'react-router';
import { DeliverTo } from '@matjar/account';
import { SIGN_IN_PATH, signInPathFor } from '@matjar/auth';

/** The saved addresses page, where addresses are added and managed. */
const ADDRESSES_PATH = '/myAddresses';

/**
 * The strip under the header with the "deliver to" chip: the customer's selected delivery
 * location, or, for a visitor, the way to sign in and come back to this page. Its height is
 * reserved on the server (see `DeliverTo`).
 */
export function DeliverToBar() {
  const { pathname, search } = useLocation();
  const isSigningIn = pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
  return (
    <div className="sf-deliver-to">
      <DeliverTo
        className="sf-deliver-to__chip"
        signInHref={isSigningIn ? SIGN_IN_PATH : signInPathFor(`${pathname}${search}`)}
        addressesHref={ADDRESSES_PATH}
      />
    </div>
  );
}
