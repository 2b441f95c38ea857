/** The push service worker: at the site root, as the push service expects it. */
export const PUSH_SW_PATH = '/firebase-messaging-sw.js';
/** The worker's own scope: it receives pushes and never controls the store's pages. */
export const PUSH_SW_SCOPE = '/firebase-cloud-messaging-push-scope';
