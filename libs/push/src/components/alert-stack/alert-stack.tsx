import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@matjar/ui';
import { alertStackMessages as m } from './messages.js';
import type { AlertStackApi, StackedAlert } from './use-alert-stack.js';

export interface AlertStackProps {
  /** The alerts to show, newest first (as `useAlertStack` keeps them). */
  alerts: readonly StackedAlert[];
  /** Called with an alert's id when the user closes it. */
  onDismiss: (id: string) => void;
}

/**
 * The push alerts, in a "Notifications" region fixed at the top of the screen on the side where
 * lines end (right in English, left in Arabic). Each alert shows its title and body as plain text,
 * as a link when it has an `href`, and a close button; a `leaving` alert fades out. New alerts are
 * announced politely. Purely presentational: `PushAlerts` wires it to `useAlertStack`.
 *
 * @example
 * <AlertStack alerts={stack.alerts} onDismiss={stack.dismiss} />
 */
export function AlertStack({ alerts, onDismiss }: AlertStackProps) {
  const intl = useIntl();
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());

  const handleDismiss = (id: string) => {
    const button = closeButtons.current.get(id);
    // Closing from the keyboard would drop focus to the page's start once the alert is removed:
    // hand it to the next alert still shown, if there is one.
    if (button && button === document.activeElement) {
      const index = alerts.findIndex((alert) => alert.id === id);
      const neighbour = [...alerts.slice(index + 1), ...alerts.slice(0, index).reverse()].find(
        (alert) => alert.state === 'shown',
      );
      if (neighbour) closeButtons.current.get(neighbour.id)?.focus();
    }
    onDismiss(id);
  };

  return (
    <section className="push-alert-stack" aria-label={intl.formatMessage(m.region)}>
      {/* Present even when empty, so that the alerts added to it are announced. */}
      <ol className="push-alert-stack__list" aria-live="polite">
        {alerts.map((alert) => {
          const text = (
            <>
              <span className="push-alert__title" dir="auto">
                {alert.title}
              </span>
              {alert.body ? (
                <span className="push-alert__body" dir="auto">
                  {alert.body}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={alert.id} className="push-alert" data-state={alert.state}>
              {alert.href ? (
                <Link to={alert.href} className="push-alert__content push-alert__link">
                  {text}
                </Link>
              ) : (
                <div className="push-alert__content">{text}</div>
              )}
              <button
                ref={(node) => {
                  if (node) closeButtons.current.set(alert.id, node);
                  else closeButtons.current.delete(alert.id);
                }}
                type="button"
                className="mj-icon-button push-alert__close"
                aria-label={intl.formatMessage(m.dismiss, { title: alert.title || alert.body })}
                onClick={() => handleDismiss(alert.id)}
              >
                <CloseIcon />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface PushAlertsProps {
  /** The result of `useAlertStack()`. */
  stack: Pick<AlertStackApi, 'alerts' | 'dismiss'>;
}

/**
 * The alerts of a `useAlertStack()` result, closable by the user. Place it once in the app's layout.
 *
 * @example
 * const stack = useAlertStack();
 * return <PushAlerts stack={stack} />;
 */
export function PushAlerts({ stack }: PushAlertsProps) {
  return <AlertStack alerts={stack.alerts} onDismiss={stack.dismiss} />;
}
