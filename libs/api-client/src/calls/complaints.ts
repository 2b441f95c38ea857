/** Complaints and suggestions. */
export const complaintCalls = {};
