/** The push service's error codes the storefront handles (spec §8 "Push errors"). */
export const MESSAGING_ERROR_CODES = [
  'permission-default',
  'permission-blocked',
  'unsupported-browser',
  'indexed-db-unsupported',
  'failed-service-worker-registration',
  'token-subscribe-failed',
  'token-subscribe-no-token',
  'token-unsubscribe-failed',
  'token-update-failed',
  'token-update-no-token',
  'invalid-sw-registration',
  'only-available-in-window',
] as const;

/** The installation service's error codes (spec §8 "Installation errors"). */
export const INSTALLATION_ERROR_CODES = [
  'missing-app-config-values',
  'not-registered',
  'installation-not-found',
  'request-failed',
  'app-offline',
  'delete-pending-registration',
] as const;

export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[number];
export type InstallationErrorCode = (typeof INSTALLATION_ERROR_CODES)[number];

/** Which service failed: push messaging, or the app installation it registers through. */
export type PushErrorService = 'messaging' | 'installations';

/** A typed push failure; `unknown` is anything the catalogue does not name. */
export type PushErrorCode = MessagingErrorCode | InstallationErrorCode | 'unknown';

/** What each failure means for this device, for the console (never shown to the customer). */
const DIAGNOSTICS: Partial<Record<string, string>> = {
  'messaging/permission-default':
    'the notification prompt was dismissed; alerts stay in the page until the customer allows them',
  'messaging/permission-blocked':
    'notifications are not allowed for this site; alerts stay in the page',
  'messaging/unsupported-browser':
    'this browser lacks the APIs push needs (service workers, Push API, notifications)',
  'messaging/indexed-db-unsupported':
    'IndexedDB is unavailable (private browsing?); the push token cannot be kept',
  'messaging/failed-service-worker-registration':
    'the push service worker at /firebase-messaging-sw.js could not be registered',
  'messaging/token-subscribe-failed': 'the push service refused to subscribe this device',
  'messaging/token-subscribe-no-token':
    'the push service subscribed this device without giving a registration token',
  'messaging/token-unsubscribe-failed': 'the push service could not unsubscribe this device',
  'messaging/token-update-failed': 'the push service could not refresh this device’s token',
  'messaging/token-update-no-token': 'the push service refreshed this device without a token',
  'messaging/invalid-sw-registration': 'the push service worker registration is not usable',
  'messaging/only-available-in-window': 'push messaging was used outside a page',
  'messaging/missing-app-config-values':
    'the push configuration lacks a value (apiKey, projectId, appId or messagingSenderId)',
  'installations/missing-app-config-values':
    'the push configuration lacks a value (apiKey, projectId or appId)',
  'installations/not-registered': 'this app installation is not registered yet',
  'installations/installation-not-found': 'the push service no longer knows this installation',
  'installations/request-failed': 'a request to the installation service failed',
  'installations/app-offline': 'the device is offline; the installation will register later',
  'installations/delete-pending-registration':
    'the installation cannot be deleted while its registration is pending',
};

// Both services report a missing configuration value with the same code.
const catalogued: ReadonlySet<string> = new Set([
  ...MESSAGING_ERROR_CODES,
  ...INSTALLATION_ERROR_CODES,
]);
const isCatalogued = (code: string): code is PushErrorCode => catalogued.has(code);

/** A push or installation failure: logged as a diagnostic, never breaking the page. */
export class PushError extends Error {
  override readonly name = 'PushError';
  readonly service: PushErrorService;
  readonly code: PushErrorCode;
  /** The code as the service gave it, e.g. `messaging/fid-registration-failed`. */
  readonly serviceCode: string;

  constructor(service: PushErrorService, code: string, options?: { cause?: unknown }) {
    const known = isCatalogued(code) ? code : 'unknown';
    const cause = options?.cause;
    const detail = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    const diagnostic =
      DIAGNOSTICS[`${service}/${code}`] ?? `${service} failed${detail ? `: ${detail}` : ''}`;
    super(`${service}/${code}: ${diagnostic}`, options);
    this.service = service;
    this.code = known;
    this.serviceCode = `${service}/${code}`;
  }
}

/**
 * The typed error of anything a push call threw: the SDK's errors carry `code` as
 * `messaging/<code>` or `installations/<code>`; anything else is `messaging/unknown`.
 *
 * @example
 * toPushError({ code: 'installations/app-offline' }).code; // 'app-offline'
 */
export function toPushError(error: unknown): PushError {
  if (error instanceof PushError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const match = /^(messaging|installations)\/(.+)$/.exec(code);
  if (match?.[1] && match[2]) {
    return new PushError(match[1] as PushErrorService, match[2], { cause: error });
  }
  return new PushError('messaging', 'unknown', { cause: error });
}

/** Where push diagnostics go: the console's warnings, never an error the page shows. */
export type PushLogger = (error: PushError) => void;

/** Logs a push failure as a console warning (spec §8: a failed retrieval is only logged). */
export const logPushError: PushLogger = (error) => {
  console.warn(`[matjar] push: ${error.message}`);
};
