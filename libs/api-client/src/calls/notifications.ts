import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { notificationSchema } from '../schemas/account.js';
import {
  idSchema,
  noDataSchema,
  numberSchema,
  pageQuerySchema,
  paginated,
} from '../schemas/common.js';

/** The notifications list. */
export const notificationCalls = {
  /**
   * The notifications, newest first, texts in the request language; the page returned is then
   * marked read.
   *
   * `GET notifications` (`notifications.list`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: page?, per_page?.
   *
   * Data on success: page of { id, type, title, body, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  list: defineCall({
    id: 'notifications.list',
    method: 'GET',
    path: 'notifications',
    body: 'query',
    access: 'customer',
    summary:
      'The notifications, newest first, texts in the request language; the page returned is then marked read.',
    input: pageQuerySchema,
    output: paginated(notificationSchema),
  }),

  /**
   * A ticket standing for this session in the URL of the live notifications stream (server-sent
   * events cannot send headers), so the token is never in a URL; it dies with the session.
   *
   * `POST notifications/stream-ticket` (`notifications.streamTicket`), for signed-in customers
   * (without a token it fails at once, unsent).
   *
   * Input: —.
   *
   * Data on success: { ticket }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  streamTicket: defineCall({
    id: 'notifications.streamTicket',
    method: 'POST',
    path: 'notifications/stream-ticket',
    body: 'none',
    access: 'customer',
    summary:
      'A ticket standing for this session in the URL of the live notifications stream (server-sent events cannot send headers), so the token is never in a URL; it dies with the session.',
    input: v.object({}),
    output: v.object({ ticket: v.pipe(v.string(), v.minLength(16)) }),
  }),

  /**
   * How many notifications are unread (the bell badge).
   *
   * `GET notifications/unread-count` (`notifications.unreadCount`), for signed-in customers
   * (without a token it fails at once, unsent).
   *
   * Input: —.
   *
   * Data on success: union.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  unreadCount: defineCall({
    id: 'notifications.unreadCount',
    method: 'GET',
    path: 'notifications/unread-count',
    body: 'none',
    access: 'customer',
    summary: 'How many notifications are unread (the bell badge).',
    input: v.object({}),
    output: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  }),

  /**
   * Delete one notification.
   *
   * `DELETE notifications/{id}` (`notifications.delete`), for signed-in customers (without a token
   * it fails at once, unsent).
   *
   * Input: id.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  delete: defineCall({
    id: 'notifications.delete',
    method: 'DELETE',
    path: 'notifications/{id}',
    body: 'none',
    access: 'customer',
    summary: 'Delete one notification.',
    input: v.object({ id: idSchema }),
    output: noDataSchema,
  }),

  /**
   * Delete all the notifications.
   *
   * `DELETE notifications` (`notifications.deleteAll`), for signed-in customers (without a token it
   * fails at once, unsent).
   *
   * Input: —.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  deleteAll: defineCall({
    id: 'notifications.deleteAll',
    method: 'DELETE',
    path: 'notifications',
    body: 'none',
    access: 'customer',
    summary: 'Delete all the notifications.',
    input: v.object({}),
    output: noDataSchema,
  }),
};
