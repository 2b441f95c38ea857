/** The notifications list. */
export const notificationCalls = {};
