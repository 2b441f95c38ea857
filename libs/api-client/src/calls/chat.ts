/** Chat with the delivery representative of an order. */
export const chatCalls = {};
