/** Orders: placing (normal or scheduled), lists, details, cancel, receive, pay, returns, ratings, tracking. */
export const orderCalls = {};
