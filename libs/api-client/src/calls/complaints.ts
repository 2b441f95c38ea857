import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import {
  complaintDetailsSchema,
  complaintSchema,
  complaintTypeSchema,
} from '../schemas/account.js';
import {
  fileSchema,
  idSchema,
  maxLengthAsSent,
  pageQuerySchema,
  paginated,
} from '../schemas/common.js';

/** The input of `complaints.create`. */
export const complaintInputSchema = v.object({
  type: complaintTypeSchema,
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'The subject is required'), v.maxLength(255)),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'The message is required'),
    maxLengthAsSent(5000),
  ),
  images: v.optional(v.pipe(v.array(fileSchema), v.maxLength(5))),
});

export type ComplaintInput = v.InferInput<typeof complaintInputSchema>;

/** Complaints and suggestions. */
export const complaintCalls = {
  list: defineCall({
    id: 'complaints.list',
    method: 'GET',
    path: 'complaints',
    body: 'query',
    access: 'customer',
    summary: 'The complaints and suggestions sent, newest first.',
    input: pageQuerySchema,
    output: paginated(complaintSchema),
  }),

  create: defineCall({
    id: 'complaints.create',
    method: 'POST',
    path: 'complaints',
    body: 'form',
    access: 'customer',
    summary: 'Send a complaint or a suggestion with a title, a message and up to 5 images.',
    input: complaintInputSchema,
    output: complaintDetailsSchema,
  }),

  details: defineCall({
    id: 'complaints.details',
    method: 'GET',
    path: 'complaints/{id}',
    body: 'none',
    access: 'customer',
    summary: "A complaint or suggestion with its message, images and the store's response.",
    input: v.object({ id: idSchema }),
    output: complaintDetailsSchema,
  }),
};
