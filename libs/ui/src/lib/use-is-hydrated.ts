import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates the server's HTML; true in every render
 * after that, and in a component first rendered in the browser. Content the server cannot render
 * (what the browser alone holds: storage, the customer's own data) is shown only when it is true,
 * so that hydration meets the HTML the server sent; React renders again at once after hydrating.
 *
 * @example
 * const isHydrated = useIsHydrated();
 * if (!isHydrated) return <Skeleton shape="text" lines={8} />;
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
