import type { Hono } from 'hono';
import * as v from 'valibot';
import { calls } from '@matjar/api-client/contract';
import { SAUDI_VAT_RATE } from '@matjar/api-client';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import { type DemoLang, langOf, messageOf } from '../messages.js';
import type { DemoJoinRequest } from '../seed/catalog.js';
import { demoStoreSettings } from '../seed/content-data.js';
import type { DemoStore } from '../state.js';
import { catalogMsg } from './catalog-messages.js';
import { joinRequestMsg } from './content-requests-messages.js';

/** A text of a page: in the request's language, or in both. */
const pageTextSchema = v.union([v.string(), v.object({ ar: v.string(), en: v.string() })]);

/** The body of `PUT /__demo/content/{page}`; without a title the page keeps its own. */
const demoPageBodySchema = v.object({
  title: v.optional(pageTextSchema),
  content: pageTextSchema,
});

const infoPageNames = ['about', 'terms', 'privacy'] as const;
const isInfoPageName = (name: string): name is (typeof infoPageNames)[number] =>
  (infoPageNames as readonly string[]).includes(name);

/**
 * Information pages, FAQs, socials, the store's settings, contact form, delegate and provider join
 * requests, countries, cities, banks and reasons; plus the demo's test endpoint
 * `PUT /__demo/content/{page}`.
 */
export function serveContent(app: Hono, store: DemoStore, served: Set<string>): void {
  const { content } = calls;
  const catalog = () => store.state.catalog;

  // Replaces an information page (about|terms|privacy), so tests can serve any content, hostile
  // HTML included. A string is the text in the request's language; `{ ar, en }` sets both.
  app.put('/__demo/content/:page', async (c) => {
    const lang = langOf(c.req.header('lang'));
    const name = c.req.param('page');
    if (!isInfoPageName(name)) {
      return c.json({ key: 'fail', msg: messageOf('notFound', lang), data: null }, 404);
    }
    const body = v.safeParse(demoPageBodySchema, await c.req.json().catch(() => undefined));
    if (!body.success) {
      return c.json({ key: 'fail', msg: messageOf('invalidInput', lang), data: null }, 422);
    }
    const info = catalog().pages[name];
    const { title, content: text } = body.output;
    if (title !== undefined) {
      info.title = typeof title === 'string' ? { ...info.title, [lang]: title } : title;
    }
    info.content = typeof text === 'string' ? { ...info.content, [lang]: text } : text;
    store.changed();
    return c.json({
      key: 'success',
      msg: '',
      data: { title: info.title[lang], content: info.content[lang] },
    });
  });
  const named = (items: { id: number; name: { ar: string; en: string } }[], lang: 'ar' | 'en') =>
    items.map((item) => ({ id: item.id, name: item.name[lang] }));

  for (const [call, name] of [
    [content.about, 'about'],
    [content.terms, 'terms'],
    [content.privacy, 'privacy'],
  ] as const) {
    serveCall(app, store, served, call, ({ lang }): Reply => {
      const info = catalog().pages[name];
      return { data: { title: info.title[lang], content: info.content[lang] } };
    });
  }

  serveCall(app, store, served, content.faqs, ({ input, lang }): Reply => {
    const listed = page(catalog().faqs, input);
    return {
      data: {
        ...listed,
        data: listed.data.map((faq) => ({
          id: faq.id,
          question: faq.question[lang],
          answer: faq.answer[lang],
        })),
      },
    };
  });

  serveCall(app, store, served, content.socials, ({ lang }): Reply => ({
    data: catalog().socials.map((social) => ({ ...social, name: social.name[lang] })),
  }));

  serveCall(app, store, served, content.settings, ({ lang }): Reply => ({
    data: {
      ...demoStoreSettings,
      address: demoStoreSettings.address?.[lang] ?? null,
      // Every demo price includes the Kingdom's standard VAT (cart-pricing.ts).
      vat_rate: SAUDI_VAT_RATE,
    },
  }));

  serveCall(app, store, served, content.contactUs, ({ input, lang, user }): Reply => {
    catalog().contact_messages.push({
      id: store.nextId(),
      user_id: user?.id ?? null,
      ...input,
      created_at: new Date().toISOString(),
    });
    store.changed();
    return { msg: catalogMsg('contactSent', lang) };
  });

  serveCall(app, store, served, content.countries, ({ lang }): Reply => ({
    data: catalog().countries.map((country) => ({ ...country, name: country.name[lang] })),
  }));

  serveCall(app, store, served, content.cities, ({ input, lang }): Reply => {
    if (!catalog().countries.some((country) => country.id === input.country_id)) {
      return { key: 'fail', msg: catalogMsg('countryNotFound', lang), status: 404 };
    }
    const cities = catalog().cities.filter((city) => city.country_id === input.country_id);
    return {
      data: named(cities, lang).sort((a, b) => a.name.localeCompare(b.name, lang)),
    };
  });

  serveCall(app, store, served, content.banks, ({ lang }): Reply => ({
    data: named(catalog().banks, lang),
  }));
  serveCall(app, store, served, content.cancelReasons, ({ lang }): Reply => ({
    data: named(catalog().cancel_reasons, lang),
  }));
  serveCall(app, store, served, content.returnReasons, ({ lang }): Reply => ({
    data: named(catalog().return_reasons, lang),
  }));

  /** Records a join request and answers its number, `pending`. */
  const addJoinRequest = (
    fields: Omit<DemoJoinRequest, 'id' | 'number' | 'upload' | 'status' | 'created_at'>,
    upload: Blob | undefined,
    lang: DemoLang,
  ): Reply => {
    const id = store.nextId();
    const request: DemoJoinRequest = {
      id,
      number: `${fields.kind === 'delegate' ? 'D' : 'P'}-${String(id).padStart(6, '0')}`,
      ...fields,
      upload: upload ? { type: upload.type, size: upload.size } : null,
      status: 'pending',
      created_at: new Date().toISOString(),
    };
    // A snapshot saved before join requests existed has no list yet.
    (catalog().join_requests ??= []).push(request);
    store.changed();
    return {
      msg: joinRequestMsg('requestSent', lang),
      data: { number: request.number, status: request.status },
    };
  };
  const knownCity = (cityId: number) => catalog().cities.some((city) => city.id === cityId);

  serveCall(app, store, served, content.registerDelegate, ({ input, lang, user }): Reply => {
    if (!knownCity(input.city_id)) {
      return { key: 'fail', msg: joinRequestMsg('cityNotFound', lang) };
    }
    return addJoinRequest(
      {
        kind: 'delegate',
        user_id: user?.id ?? null,
        name: input.name,
        owner_name: null,
        phone: input.phone,
        city_id: input.city_id,
        category_id: null,
        subcategory_id: null,
        brand: null,
        notes: input.notes || null,
      },
      input.id_photo,
      lang,
    );
  });

  serveCall(app, store, served, content.registerProvider, ({ input, lang, user }): Reply => {
    if (!knownCity(input.city_id)) {
      return { key: 'fail', msg: joinRequestMsg('cityNotFound', lang) };
    }
    const category = catalog().categories.find((candidate) => candidate.id === input.category_id);
    if (!category) return { key: 'fail', msg: joinRequestMsg('categoryNotFound', lang) };
    if (!category.subcategories.some((subcategory) => subcategory.id === input.subcategory_id)) {
      return { key: 'fail', msg: joinRequestMsg('subcategoryNotInCategory', lang) };
    }
    return addJoinRequest(
      {
        kind: 'provider',
        user_id: user?.id ?? null,
        name: input.name,
        owner_name: input.owner_name,
        phone: input.phone,
        city_id: input.city_id,
        category_id: category.id,
        subcategory_id: input.subcategory_id,
        brand: input.brand,
        notes: input.notes || null,
      },
      input.logo,
      lang,
    );
  });
}
