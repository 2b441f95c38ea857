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
  /**
   * The complaints and suggestions sent, newest first.
   *
   * `GET complaints` (`complaints.list`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, number, type, title, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * Send a complaint or a suggestion with a title, a message and up to 5 images.
   *
   * `POST complaints` (`complaints.create`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: type, title, message, images?.
   *
   * Data on success: { id, number, type, title, status, created_at, message, images, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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

  /**
   * A complaint or suggestion with its message, images and the store's response.
   *
   * `GET complaints/{id}` (`complaints.details`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: id.
   *
   * Data on success: { id, number, type, title, status, created_at, message, images, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
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
