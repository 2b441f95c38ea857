import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import type { DemoLang } from '../messages.js';
import { page } from '../paginate.js';
import type { DemoComplaint } from '../seed/account.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { saveUpload, serveUploads } from '../uploads.js';
import { accountMsg } from './account-messages.js';
import { assetBase } from './catalog-views.js';

/** How long the demo store takes to answer a complaint or suggestion. */
export const COMPLAINT_RESPONSE_AFTER_MS = 5 * 60_000;

const autoResponse = {
  complaint: {
    ar: 'شكرًا لتواصلك، راجعنا شكواك وسنتواصل معك لحلها.',
    en: 'Thank you for reaching out; we reviewed your complaint and will contact you to resolve it.',
  },
  suggestion: {
    ar: 'شكرًا لاقتراحك، سنأخذه بعين الاعتبار.',
    en: 'Thank you for your suggestion; we will consider it.',
  },
} as const;

/** The store's response: written, or the demo's own once enough time has passed. */
function responseOf(complaint: DemoComplaint, lang: DemoLang, now: number) {
  if (complaint.response) {
    return { text: complaint.response[lang], created_at: complaint.response.created_at };
  }
  const createdAt = Date.parse(complaint.created_at);
  if (now - createdAt < COMPLAINT_RESPONSE_AFTER_MS) return null;
  return {
    text: autoResponse[complaint.type][lang],
    created_at: new Date(createdAt + COMPLAINT_RESPONSE_AFTER_MS).toISOString(),
  };
}

function summaryOf(complaint: DemoComplaint, lang: DemoLang, now: number) {
  return {
    id: complaint.id,
    number: complaint.number,
    type: complaint.type,
    title: complaint.title,
    status: responseOf(complaint, lang, now) ? 'answered' : 'pending',
    created_at: complaint.created_at,
  };
}

function detailsOf(complaint: DemoComplaint, lang: DemoLang, now: number, base: string) {
  return {
    ...summaryOf(complaint, lang, now),
    message: complaint.message,
    images: complaint.images.map((path) => (path.startsWith('/') ? `${base}${path}` : path)),
    response: responseOf(complaint, lang, now),
  };
}

/** Complaints and suggestions: list, create, details with the store's response. */
export function serveComplaints(app: Hono, store: DemoStore, served: Set<string>): void {
  const { complaints } = calls;

  serveCall(app, store, served, complaints.list, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const now = Date.now();
    const mine = store.state.account.complaints
      .filter((complaint) => complaint.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((complaint) => summaryOf(complaint, lang, now));
    return { data: page(mine, input) };
  });

  serveUploads(app);

  serveCall(app, store, served, complaints.create, async ({ input, user, lang, request }) => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const id = store.nextId();
    const complaint: DemoComplaint = {
      id,
      user_id: user.id,
      number: `${input.type === 'complaint' ? 'C' : 'S'}-${id}`,
      type: input.type,
      title: input.title,
      message: input.message,
      images: await Promise.all(
        (input.images ?? []).map((image, index) =>
          saveUpload(`complaint-${id}-${index + 1}`, image),
        ),
      ),
      response: null,
      created_at: new Date().toISOString(),
    };
    store.state.account.complaints.push(complaint);
    store.changed();
    return {
      msg: accountMsg('complaintSent', lang),
      data: detailsOf(complaint, lang, Date.now(), assetBase(request)),
    };
  });

  serveCall(app, store, served, complaints.details, ({ input, user, lang, request }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const complaint = store.state.account.complaints.find(
      (candidate) => candidate.id === input.id && candidate.user_id === user.id,
    );
    if (!complaint) {
      return { key: 'fail', status: 404, msg: accountMsg('complaintNotFound', lang) };
    }
    return { data: detailsOf(complaint, lang, Date.now(), assetBase(request)) };
  });
}
