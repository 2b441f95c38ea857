/** Loyalty points: balance, conversion rate, conversion to wallet credit. */
export const pointsCalls = {};
