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
