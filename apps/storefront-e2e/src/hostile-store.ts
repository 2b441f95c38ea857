import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { xssPayloads } from '../../../tools/security/xss-corpus.mjs';
import { startServer, waitForServer } from './servers.js';

type Text = { ar: string; en: string };

/** The parts of the demo store's snapshot the hostile store writes into. */
interface Snapshot {
  nextId: number;
  catalog: {
    products: { id: number; provider_id: number; name: Text; description?: Text }[];
    providers: { id: number; name: Text; description: Text }[];
    categories: { id: number; name: Text }[];
    banners: { id: number; title: Text }[];
    reviews: {
      id: number;
      product_id: number;
      user_name: string;
      comment: string;
      created_at: string;
    }[];
    pages: Record<'about' | 'terms' | 'privacy', { content: Text }>;
    faqs: { id: number; question: Text; answer: Text }[];
  };
  commerce: {
    orders: {
      id: number;
      number: string;
      user_id: number;
      final_status: string | null;
      cancel_reason: string | null;
      reject_reason: string | null;
    }[];
    chats: {
      id: number;
      order_id: number;
      sender: 'customer' | 'delegate';
      text: string | null;
      image: string | null;
      created_at: string;
      read: boolean;
    }[];
  };
  account: {
    complaints: {
      id: number;
      user_id: number;
      number: string;
      type: 'complaint' | 'suggestion';
      title: string;
      message: string;
      images: string[];
      response: (Text & { created_at: string }) | null;
      created_at: string;
    }[];
    notifications: {
      id: number;
      user_id: number;
      type: string;
      title: Text;
      body: Text;
      order_id: number | null;
      is_read: boolean;
      created_at: string;
    }[];
  };
}

/** The demo customer whose pages the hostile store fills (phone 500000001, password 123456). */
export const HOSTILE_CUSTOMER = { id: 1, phone: '500000001', password: '123456' } as const;

/** What joins the payloads of one text. */
const SEPARATOR = ' ‖ ';

/** The payloads a text of the hostile store is made of. */
export const payloadsOf = (text: string): string[] => text.split(SEPARATOR);

/**
 * The corpus cut into exactly `count` texts of consecutive payloads, none empty (sizes differ by one
 * at most), starting `offset` payloads in and wrapping round. Two fields cut with offsets that are
 * not a multiple of the texts' size never carry a text equal to, or inside, one of the other's: a
 * page showing both proves each was shown.
 */
export function corpusTexts(count: number, offset = 0): string[] {
  const payloads = xssPayloads();
  const start = offset % payloads.length;
  const turned = [...payloads.slice(start), ...payloads.slice(0, start)];
  return Array.from({ length: count }, (_, index) =>
    turned
      .slice(
        Math.floor((index * turned.length) / count),
        Math.floor(((index + 1) * turned.length) / count),
      )
      .join(SEPARATOR),
  );
}

/** Where each kind of server text carries the corpus, so a suite knows what to look for where. */
export interface HostileTexts {
  /** Product id → its name. Every payload is in one of the 150 names. */
  productNames: Map<number, string>;
  /** Product id → its description, for the products that carry the corpus in theirs. */
  descriptions: Map<number, string>;
  /** Product id → the comment of its newest review (the corpus cut elsewhere than descriptions). */
  reviews: Map<number, string>;
  /** Provider id → its name (and its description: the same text). */
  providers: Map<number, string>;
  /** The customer's notifications, newest first: each field carries the corpus, cut differently. */
  notifications: { title: string; body: string }[];
  /**
   * The customer's complaints, newest first: title, message and the store's response (the same in
   * Arabic and English) each carry the whole corpus over the complaints, cut differently.
   */
  complaints: { id: number; title: string; message: string; response: string }[];
  /** The chat of the customer's order `chatOrder`: one text per message. */
  chatOrder: number;
  chat: string[];
  /** Order id → the reason it was cancelled or rejected. */
  reasons: Map<number, string>;
  /** Information page (about, terms, privacy) → its HTML, and every FAQ answer. */
  pages: Record<'about' | 'terms' | 'privacy', string>;
  faqs: string[];
  /** Category and banner names on the home page. */
  categories: Map<number, string>;
  banners: string[];
}

const both = (text: string): Text => ({ ar: text, en: text });

/** `count` texts of each of `fields`, each field's cut a third of a text after the previous one's. */
export function fieldTexts<Field extends string>(
  count: number,
  fields: readonly Field[],
): Record<Field, string>[] {
  const step = Math.floor(xssPayloads().length / count / fields.length);
  const cuts = fields.map((_, index) => corpusTexts(count, index * step));
  return Array.from(
    { length: count },
    (_, index) =>
      Object.fromEntries(fields.map((field, at) => [field, cuts[at]?.[index] ?? ''])) as Record<
        Field,
        string
      >,
  );
}

/**
 * Writes the corpus into the demo store's snapshot `file` (the seed, written by a demo API stopped
 * at once), in every kind of text the store serves, and tells where each went.
 */
export async function writeHostileStore(file: string, apiPort: number): Promise<HostileTexts> {
  const seeding = startServer('apps/demo-api/dist/main.js', {
    PORT: String(apiPort),
    DEMO_API_DATA: file,
  });
  await waitForServer(`http://localhost:${apiPort}/health`);
  const stopped = once(seeding, 'exit');
  seeding.kill('SIGTERM');
  await stopped;

  const state = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const { catalog, commerce, account } = state;
  const texts: HostileTexts = {
    productNames: new Map(),
    descriptions: new Map(),
    reviews: new Map(),
    providers: new Map(),
    notifications: fieldTexts(8, ['title', 'body'] as const),
    complaints: [],
    chatOrder: commerce.orders.find((order) => order.user_id === HOSTILE_CUSTOMER.id)?.id ?? 0,
    chat: corpusTexts(8),
    reasons: new Map(),
    pages: { about: '', terms: '', privacy: '' },
    faqs: corpusTexts(catalog.faqs.length),
    categories: new Map(),
    banners: corpusTexts(catalog.banners.length),
  };

  const names = corpusTexts(catalog.products.length);
  catalog.products.forEach((product, index) => {
    const name = names[index] ?? '';
    product.name = both(name);
    texts.productNames.set(product.id, name);
  });
  const described = catalog.products.slice(0, 8);
  fieldTexts(described.length, ['description', 'review'] as const).forEach((text, index) => {
    const product = described[index];
    if (!product) return;
    product.description = both(text.description);
    texts.descriptions.set(product.id, text.description);
    // The newest review of the product is the one its page shows first (the API's order).
    const review = catalog.reviews
      .filter((candidate) => candidate.product_id === product.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
    if (review) {
      review.comment = text.review;
      texts.reviews.set(product.id, text.review);
    }
  });
  corpusTexts(catalog.providers.length).forEach((text, index) => {
    const provider = catalog.providers[index];
    if (!provider) return;
    provider.name = both(text);
    provider.description = both(text);
    texts.providers.set(provider.id, text);
  });
  corpusTexts(catalog.categories.length).forEach((text, index) => {
    const category = catalog.categories[index];
    if (!category) return;
    category.name = both(text);
    texts.categories.set(category.id, text);
  });
  catalog.banners.forEach((banner, index) => {
    banner.title = both(texts.banners[index] ?? '');
  });
  const [about = '', terms = '', privacy = ''] = corpusTexts(3);
  texts.pages = { about, terms, privacy };
  catalog.pages.about.content = both(about);
  catalog.pages.terms.content = both(terms);
  catalog.pages.privacy.content = both(privacy);
  catalog.faqs.forEach((faq, index) => {
    faq.answer = both(texts.faqs[index] ?? '');
  });

  const day = 24 * 60 * 60 * 1000;
  const past = (days: number) => new Date(Date.now() - days * day).toISOString();
  const nextId = () => {
    state.nextId += 1;
    return state.nextId;
  };

  account.notifications = account.notifications.filter(
    (notification) => notification.user_id !== HOSTILE_CUSTOMER.id,
  );
  texts.notifications.forEach((text, index) => {
    account.notifications.push({
      id: nextId(),
      user_id: HOSTILE_CUSTOMER.id,
      type: 'admin',
      title: both(text.title),
      body: both(text.body),
      order_id: null,
      is_read: false,
      created_at: past(index + 1),
    });
  });
  account.complaints = account.complaints.filter(
    (complaint) => complaint.user_id !== HOSTILE_CUSTOMER.id,
  );
  fieldTexts(8, ['title', 'message', 'response'] as const).forEach((text, index) => {
    const id = nextId();
    account.complaints.push({
      id,
      user_id: HOSTILE_CUSTOMER.id,
      number: `C-${id}`,
      type: index % 2 ? 'suggestion' : 'complaint',
      title: text.title,
      message: text.message,
      images: [],
      response: { ...both(text.response), created_at: past(index + 0.5) },
      created_at: past(index + 1),
    });
    texts.complaints.push({ id, ...text });
  });
  texts.chat.forEach((text, index) => {
    commerce.chats.push({
      id: nextId(),
      order_id: texts.chatOrder,
      sender: index % 2 ? 'delegate' : 'customer',
      text,
      image: null,
      created_at: past(1 - index / 100),
      read: true,
    });
  });
  const cancelled = commerce.orders.find((order) => order.final_status === 'cancelled');
  if (cancelled) {
    corpusTexts(8).forEach((text, index) => {
      const id = nextId();
      const rejected = index % 2 === 1;
      commerce.orders.push({
        ...cancelled,
        id,
        number: `${cancelled.number}${index}`,
        final_status: rejected ? 'rejected' : 'cancelled',
        cancel_reason: rejected ? null : text,
        reject_reason: rejected ? text : null,
      });
      texts.reasons.set(id, text);
    });
  }

  writeFileSync(file, JSON.stringify(state));
  return texts;
}
