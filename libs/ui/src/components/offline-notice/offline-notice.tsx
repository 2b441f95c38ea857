import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { offlineNoticeMessages } from './messages.js';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnlineNow = () => navigator.onLine;
// The server renders the page as online; the browser corrects it once hydrated.
const isOnlineOnServer = () => true;

/** Whether the browser has a network connection, following its `online` and `offline` events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, isOnlineOnServer);
}

export interface OfflineNoticeProps {
  /** Overrides the browser's own state (stories, tests). */
  isOnline?: boolean;
  className?: string;
}

/**
 * A polite status held at the bottom of the screen while the device is offline: nothing is lost,
 * and what the customer asked for goes on once the connection is back. Place it after the page's
 * content. The live region stays in the page, empty while online, so that screen readers announce
 * the change.
 *
 * @example
 * <OfflineNotice />
 */
export function OfflineNotice({ isOnline, className }: OfflineNoticeProps) {
  const intl = useIntl();
  const isBrowserOnline = useIsOnline();
  const isOffline = !(isOnline ?? isBrowserOnline);
  return (
    <div
      className={['mj-offline-notice', className].filter(Boolean).join(' ')}
      role="status"
      data-state={isOffline ? 'offline' : 'online'}
    >
      {isOffline ? (
        <p className="mj-offline-notice__message">
          <svg className="mj-offline-notice__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {intl.formatMessage(offlineNoticeMessages.offline)}
        </p>
      ) : null}
    </div>
  );
}
