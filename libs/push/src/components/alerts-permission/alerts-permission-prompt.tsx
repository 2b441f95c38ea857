import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@matjar/ui';
import {
  type PushEnvironment,
  askNotificationPermission,
  notificationPermission,
} from '../../lib/web-push.js';
import { alertsPermissionMessages as m } from './messages.js';

export interface AlertsPermissionPromptProps {
  /** The browser's notifications and workers; the real ones by default (fakes in stories). */
  environment?: PushEnvironment;
}

type PromptState = NotificationPermission | 'unsupported' | 'turned-on' | 'unknown';

// The permission changes only through the prompt, whose answer this component keeps itself.
const subscribeToNothing = () => () => undefined;

/**
 * Offers to turn on order alerts on this device: the browser asks only after the customer presses
 * "Turn on alerts" (never on page load). Blocked: says how to allow them. Already allowed, or a
 * browser without web push: nothing is shown. Rendered after hydration only, as the permission is
 * the browser's.
 *
 * @example
 * <AlertsPermissionPrompt />
 */
export function AlertsPermissionPrompt({ environment }: AlertsPermissionPromptProps) {
  const intl = useIntl();
  // The browser's permission, read once the page is interactive ('unknown' on the server).
  const permission = useSyncExternalStore<PromptState>(
    subscribeToNothing,
    () => notificationPermission(environment),
    () => 'unknown',
  );
  const [answer, setAnswer] = useState<PromptState | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const state = answer ?? permission;

  if (state === 'default') {
    const turnOn = () => {
      setIsAsking(true);
      void askNotificationPermission(environment).then((granted) => {
        setIsAsking(false);
        setAnswer(granted ? 'turned-on' : notificationPermission(environment));
      });
    };
    return (
      <section className="push-permission" aria-labelledby="push-permission-title">
        <div className="push-permission__text">
          <h2 id="push-permission-title" className="push-permission__title">
            {intl.formatMessage(m.title)}
          </h2>
          <p className="push-permission__body">{intl.formatMessage(m.body)}</p>
        </div>
        <Button size="sm" isLoading={isAsking} onClick={turnOn}>
          {intl.formatMessage(m.turnOn)}
        </Button>
      </section>
    );
  }
  if (state === 'denied') {
    return (
      <p className="push-permission push-permission--blocked" role="note">
        {intl.formatMessage(m.blocked)}
      </p>
    );
  }
  if (state === 'turned-on') {
    return (
      <p className="push-permission push-permission--on" role="status">
        {intl.formatMessage(m.turnedOn)}
      </p>
    );
  }
  return null;
}
