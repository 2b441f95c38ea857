import * as v from 'valibot';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * The push service's public web configuration (Firebase project settings and the public VAPID
 * key). None of it is secret: it ships to every browser.
 */
export const firebaseWebConfigSchema = v.object({
  apiKey: required,
  projectId: required,
  appId: required,
  messagingSenderId: required,
  /** The project's public key pair for web push ("Web Push certificates"). */
  vapidKey: required,
  authDomain: v.optional(v.string()),
  storageBucket: v.optional(v.string()),
});

export type FirebaseWebConfig = v.InferOutput<typeof firebaseWebConfigSchema>;

/**
 * Reads the push configuration from its JSON text (the server's `MATJAR_FIREBASE_CONFIG`): null
 * when absent, and — logged — when it is not valid JSON or misses a value, so the store runs
 * without the push service rather than failing.
 *
 * @example
 * const firebase = readFirebaseConfig(process.env['MATJAR_FIREBASE_CONFIG']);
 */
export function readFirebaseConfig(json: string | null | undefined): FirebaseWebConfig | null {
  if (!json?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    console.warn('[matjar] push: MATJAR_FIREBASE_CONFIG is not JSON; push is off');
    return null;
  }
  const parsed = v.safeParse(firebaseWebConfigSchema, value);
  if (parsed.success) return parsed.output;
  const missing = parsed.issues.map((issue) => v.getDotPath(issue) ?? '?').join(', ');
  console.warn(`[matjar] push: MATJAR_FIREBASE_CONFIG lacks ${missing}; push is off`);
  return null;
}
