import type { Hono } from 'hono';
import type { DemoStore } from '../state.js';
import { catalogIndex } from './catalog-views.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '•';

/** A simple card: a coloured background, a lighter disc and the initials, with the name below. */
function cardSvg(color: string, initials: string, caption: string, shade: number, wide = false) {
  const [width, height] = wide ? [1200, 400] : [600, 600];
  const cx = width / 2;
  const cy = wide ? 170 : 260;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">
<rect width="${width}" height="${height}" rx="32" fill="${color}"/>
<rect width="${width}" height="${height}" rx="32" fill="#ffffff" opacity="${(shade % 5) * 0.06}"/>
<circle cx="${cx}" cy="${cy}" r="${wide ? 110 : 150}" fill="#ffffff" opacity="0.22"/>
<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${wide ? 110 : 140}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
${caption ? `<text x="${cx}" y="${height - 60}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${wide ? 48 : 40}" fill="#ffffff" direction="${/[\u0600-\u06FF]/.test(caption) ? 'rtl' : 'ltr'}">${escapeXml(caption)}</text>` : ''}
</svg>`;
}

/**
 * Serves the demo's generated images (`/__demo/images/{products|categories|providers|banners}/
 * {id}[-{n}].svg`, avatars) and product data sheets. Not a call of the contract.
 */
export function serveCatalogImages(app: Hono, store: DemoStore): void {
  const svg = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    });
  const notFound = () => new Response('Not found', { status: 404 });

  app.get('/__demo/images/:kind/:file', (c) => {
    const match = /^(\d+)(?:-(\d+))?\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound();
    const id = Number(match[1]);
    const shade = Number(match[2] ?? 1);
    const { catalog } = store.state;
    switch (c.req.param('kind')) {
      case 'products': {
        const product = catalogIndex(catalog).byId.get(id);
        const category = catalog.categories.find((item) => item.id === product?.category_id);
        if (!product || !category || shade > (product.image_count ?? 1)) return notFound();
        return svg(cardSvg(category.color, initialsOf(product.name.en), '', shade + id));
      }
      case 'categories': {
        const category = catalog.categories.find((item) => item.id === id);
        if (!category) return notFound();
        return svg(cardSvg(category.color, initialsOf(category.name.en), '', 0));
      }
      case 'providers': {
        const provider = catalog.providers.find((item) => item.id === id);
        if (!provider) return notFound();
        return svg(cardSvg(provider.color, initialsOf(provider.name.en), '', 0));
      }
      case 'provider-covers': {
        const provider = catalog.providers.find((item) => item.id === id);
        if (!provider) return notFound();
        return svg(cardSvg(provider.color, initialsOf(provider.name.en), '', 2, true));
      }
      case 'banners': {
        const banner = catalog.banners.find((item) => item.id === id);
        if (!banner) return notFound();
        // A banner's picture carries its title, in the language the page asked for.
        const lang = c.req.query('lang') === 'en' ? 'en' : 'ar';
        return svg(
          cardSvg(banner.color, lang === 'en' ? 'Matjar' : 'متجر', banner.title[lang], 0, true),
        );
      }
      default:
        return notFound();
    }
  });

  app.get('/__demo/images/:file', (c) => {
    const match = /^avatar-(\d+)\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound();
    const user = store.state.users.find((item) => item.id === Number(match[1]));
    return svg(cardSvg('#4a5568', initialsOf(user?.name ?? ''), '', Number(match[1])));
  });

  app.get('/__demo/files/products/:file', (c) => {
    const match = /^(\d+)-datasheet\.txt$/.exec(c.req.param('file'));
    const product = match
      ? catalogIndex(store.state.catalog).byId.get(Number(match[1]))
      : undefined;
    if (!product?.has_datasheet) return notFound();
    const lines = [
      `${product.name.ar} — ${product.name.en}`,
      `العلامة التجارية / Brand: ${product.brand?.ar ?? ''} / ${product.brand?.en ?? ''}`,
      product.weight == null ? '' : `الوزن / Weight: ${product.weight} gm`,
      '',
      product.description?.ar ?? '',
      product.description?.en ?? '',
    ];
    return new Response(lines.filter((line, index) => line || index === 3).join('\n'), {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  });
}
