import { type FirebaseWebConfig, readFirebaseConfig } from '@matjar/push';

let config: { value: FirebaseWebConfig | null } | undefined;

/**
 * The push service's public configuration, from `MATJAR_FIREBASE_CONFIG` (JSON: apiKey,
 * projectId, appId, messagingSenderId, vapidKey). Null in the demo: the demo API's stream then
 * delivers the push messages.
 */
export function firebaseConfig(): FirebaseWebConfig | null {
  config ??= { value: readFirebaseConfig(process.env['MATJAR_FIREBASE_CONFIG']) };
  return config.value;
}
