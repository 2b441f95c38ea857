import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { catalogMsg } from './catalog-messages.js';

/** Information pages, FAQs, socials, contact form, countries, cities, banks and reasons. */
export function serveContent(app: Hono, store: DemoStore, served: Set<string>): void {
  const { content } = calls;
  const catalog = () => store.state.catalog;
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
}
