import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { categoryData } from '../seed/catalog-data.js';
import type { DemoProduct } from '../seed/catalog.js';
import type { DemoStore } from '../state.js';
import {
  avatarEmoji,
  bannerEmoji,
  categoryEmoji,
  emojiFileName,
  fallbackEmoji,
  itemEmoji,
  providerEmoji,
} from './catalog-emoji.js';
import { catalogIndex } from './catalog-views.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

const rgbOf = (hex: string): Rgb => {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  const number = value ? Number.parseInt(value, 16) : 0x4a5568;
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
};

/** `hex` moved `amount` (0–1) of the way to `target`. */
const mix = (hex: string, target: Rgb, amount: number) =>
  `#${rgbOf(hex)
    .map((channel, index) => Math.round(channel + ((target[index] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
const tint = (hex: string, amount: number) => mix(hex, WHITE, amount);
const shade = (hex: string, amount: number) => mix(hex, BLACK, amount);

/** The vendored emoji pictures: next to `src/` in the sources, next to `dist/` once built. */
let emojiDir: string | null | undefined;
function fluentEmojiDir(): string | null {
  if (emojiDir !== undefined) return emojiDir;
  emojiDir = null;
  for (let dir = dirname(fileURLToPath(import.meta.url)), depth = 0; depth < 5; depth += 1) {
    const candidate = join(dir, 'assets', 'fluent-emoji');
    if (existsSync(join(candidate, 'LICENSE'))) {
      emojiDir = candidate;
      break;
    }
    dir = dirname(dir);
  }
  return emojiDir;
}

/**
 * Emoji → its picture as a PNG data URI (null when the file is missing), for the SVG drawings the
 * pictures are rendered from: the renderer reads PNG, not the vendored WebP.
 */
const emojiHrefs = new Map<string, string | null>();

/** Reads and converts the pictures of `emoji` (and the fallback) not yet held, once each. */
async function loadEmoji(emoji: readonly string[]): Promise<void> {
  const dir = fluentEmojiDir();
  const missing = [...new Set([...emoji, fallbackEmoji])].filter((item) => !emojiHrefs.has(item));
  await Promise.all(
    missing.map(async (item) => {
      const file = dir === null ? null : join(dir, emojiFileName(item));
      const png = file && existsSync(file) ? await sharp(file).png().toBuffer() : null;
      emojiHrefs.set(item, png ? `data:image/png;base64,${png.toString('base64')}` : null);
    }),
  );
}

/** The emoji centred on (cx, cy), `size` wide, turned by `angle` degrees (loaded by `loadEmoji`). */
function emojiImage(emoji: string, cx: number, cy: number, size: number, angle = 0) {
  const href = emojiHrefs.get(emoji) ?? emojiHrefs.get(fallbackEmoji);
  if (!href) return '';
  const turn = angle ? ` transform="rotate(${angle} ${cx} ${cy})"` : '';
  return `<image href="${href}" x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}"${turn}/>`;
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/**
 * A soft shadow under a picture: a radial gradient, not an SVG filter, which the browser would
 * rasterize on the page's main thread for every picture of a page.
 */
const SHADOW_DEFS =
  '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** Items of the seed vocabulary, longest name first, so a product finds the item it is named after. */
const seedItems = categoryData
  .flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.items.map((item) => ({ subcategoryId: subcategory.id, name: item.en })),
    ),
  )
  .sort((a, b) => b.name.length - a.name.length);

/** The emoji of a product: the item its name names, else its category's. */
function productEmojiOf(product: DemoProduct): string {
  const named = (item: (typeof seedItems)[number]) => product.name.en.includes(item.name);
  const item =
    seedItems.find(
      (candidate) => candidate.subcategoryId === product.subcategory_id && named(candidate),
    ) ?? seedItems.find(named);
  return (item && itemEmoji[item.name]) ?? categoryEmoji[product.category_id] ?? fallbackEmoji;
}

/** Gallery pictures of a product differ by angle, size and light, like photos from a shoot. */
const GALLERY_LOOKS = [
  { angle: 0, size: 420, light: [0.9, 0.76], flip: false },
  { angle: -8, size: 360, light: [0.94, 0.82], flip: true },
  { angle: 7, size: 460, light: [0.86, 0.72], flip: false },
  { angle: -3, size: 390, light: [0.92, 0.8], flip: true },
] as const;

function productSvg(color: string, emoji: string, picture: number) {
  const look = GALLERY_LOOKS[(((picture - 1) % 4) + 4) % 4] ?? GALLERY_LOOKS[0];
  const [top, bottom] = look.light;
  const cy = 285;
  const floor = cy + look.size * 0.44;
  return `${svgOpen(600, 600)}
<defs><linearGradient id="bg" x1="${look.flip ? 1 : 0}" y1="0" x2="${look.flip ? 0 : 1}" y2="1"><stop offset="0" stop-color="${tint(color, top)}"/><stop offset="1" stop-color="${tint(color, bottom)}"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${SHADOW_DEFS}</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="300" cy="${cy}" r="290" fill="url(#light)"/>
<ellipse cx="300" cy="${floor}" rx="${look.size * 0.42}" ry="${look.size * 0.09}" fill="url(#floor)"/>
${emojiImage(emoji, 300, cy, look.size, look.angle)}
</svg>`;
}

function categorySvg(color: string, emoji: string) {
  return `${svgOpen(600, 600)}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.82)}"/><stop offset="1" stop-color="${tint(color, 0.66)}"/></linearGradient>${SHADOW_DEFS}</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="300" cy="312" r="228" fill="${shade(color, 0.4)}" opacity="0.12"/>
<circle cx="300" cy="300" r="225" fill="${tint(color, 0.95)}"/>
${emojiImage(emoji, 300, 300, 330)}
</svg>`;
}

function providerSvg(color: string, emoji: string) {
  return `${svgOpen(600, 600)}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.35)}"/><stop offset="1" stop-color="${shade(color, 0.1)}"/></linearGradient>${SHADOW_DEFS}</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<rect x="100" y="112" width="400" height="400" rx="110" fill="#000" opacity="0.12"/>
<rect x="100" y="100" width="400" height="400" rx="110" fill="#fff"/>
<rect x="116" y="116" width="368" height="368" rx="96" fill="${tint(color, 0.9)}"/>
${emojiImage(emoji, 300, 300, 290)}
</svg>`;
}

/**
 * Where the one to three emoji of a wide picture go around (cx, 200): the first largest, the second
 * above it on the `outward` side (1: right, -1: left, away from any text), the third below it on
 * the other side.
 */
function emojiGroup(emoji: readonly string[], cx: number, outward: 1 | -1 = 1) {
  const [main, second, third] = emoji;
  return [
    second ? emojiImage(second, cx + outward * 205, 112, 150, outward * 10) : '',
    third ? emojiImage(third, cx - outward * 200, 292, 136, outward * -10) : '',
    main ? emojiImage(main, cx, 205, 270, 0) : '',
  ].join('\n');
}

function providerCoverSvg(color: string, emoji: readonly string[]) {
  return `${svgOpen(1200, 400)}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.88)}"/><stop offset="1" stop-color="${tint(color, 0.68)}"/></linearGradient>${SHADOW_DEFS}</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="140" cy="40" r="170" fill="#fff" opacity="0.3"/>
<circle cx="1090" cy="370" r="210" fill="#fff" opacity="0.25"/>
<circle cx="600" cy="205" r="185" fill="#fff" opacity="0.45"/>
${emojiGroup(emoji, 600)}
</svg>`;
}

/** Splits a title into at most three lines of about `width` characters. */
function linesOf(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

const SHOP_NOW = { ar: 'تسوّق الآن', en: 'Shop now' } as const;

/** A promo banner: the title on the reading start side, the emoji on the end side. */
function bannerSvg(color: string, emoji: readonly string[], title: string, lang: 'ar' | 'en') {
  const rtl = lang === 'ar';
  const textX = rtl ? 1130 : 70;
  const groupX = rtl ? 290 : 910;
  const lines = linesOf(title, 20);
  const fontSize = lines.length > 2 ? 46 : 54;
  const lineHeight = Math.round(fontSize * 1.22);
  const pillWidth = Math.round(SHOP_NOW[lang].length * 15 + 64);
  const blockHeight = lines.length * lineHeight + 28 + 56;
  const top = Math.round(200 - blockHeight / 2);
  const pillY = top + lines.length * lineHeight + 28;
  const pillX = rtl ? textX - pillWidth : textX;
  const ink = shade(color, 0.25);
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${textX}" ${index === 0 ? `y="${top + fontSize}"` : `dy="${lineHeight}"`}>${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `${svgOpen(1200, 400)}
<defs><linearGradient id="bg" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="1"><stop offset="0" stop-color="${tint(color, 0.92)}"/><stop offset="1" stop-color="${tint(color, 0.7)}"/></linearGradient>${SHADOW_DEFS}</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="${groupX}" cy="205" r="190" fill="#fff" opacity="0.5"/>
<circle cx="${rtl ? 60 : 1140}" cy="40" r="120" fill="#fff" opacity="0.3"/>
${emojiGroup(emoji, groupX, rtl ? -1 : 1)}
<text font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="800" fill="${ink}" direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="start">${tspans}</text>
<rect x="${pillX}" y="${pillY}" width="${pillWidth}" height="56" rx="28" fill="${shade(color, 0.05)}"/>
<text x="${pillX + pillWidth / 2}" y="${pillY + 37}" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle" direction="${rtl ? 'rtl' : 'ltr'}">${escapeXml(SHOP_NOW[lang])}</text>
</svg>`;
}

const AVATAR_TINTS = ['#2b6cb0', '#2f855a', '#b7791f', '#97266d', '#4c51bf', '#0987a0'];

function avatarSvg(id: number) {
  const color = AVATAR_TINTS[id % AVATAR_TINTS.length] ?? '#4a5568';
  return `${svgOpen(600, 600)}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.85)}"/><stop offset="1" stop-color="${tint(color, 0.65)}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
${emojiImage(avatarEmoji, 300, 320, 420)}
</svg>`;
}

/**
 * A drawing, the emoji it shows, and the width its picture is sent at. `key` names everything the
 * drawing is made of: two drawings with the same key are the same picture (many products share
 * their category's colour and emoji), and a kept picture is found without drawing it again.
 */
interface Drawing {
  key: string;
  emoji: readonly string[];
  draw: () => string;
  width: number;
}

/** How many rendered pictures are kept; the oldest is dropped first. */
const RENDERED_KEPT = 2_000;
const rendered = new Map<string, Promise<Buffer>>();

// One picture at a time, each on one thread: the demo shares its machine with the storefront and
// the browsers that test it, and a page's first visit, asking for twenty new pictures at once,
// would otherwise take every core while that page loads.
sharp.concurrency(1);
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = renderQueue.then(work, work);
  renderQueue = next.catch(() => undefined);
  return next;
}

/**
 * The drawing as a WebP picture `width` pixels wide, as a store's image server sends photos: a
 * raster picture the browser decodes off the page's main thread (an SVG picture with embedded
 * pictures is drawn on it). Each drawing is rendered once and kept.
 */
async function render({ key: drawingKey, emoji, draw, width }: Drawing): Promise<Buffer> {
  const key = `${width}:${drawingKey}`;
  let picture = rendered.get(key);
  if (!picture) {
    picture = oneAtATime(async () => {
      await loadEmoji(emoji);
      return sharp(Buffer.from(draw())).resize({ width }).webp({ quality: 80 }).toBuffer();
    });
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
    for (const oldest of rendered.keys()) {
      if (rendered.size <= RENDERED_KEPT) break;
      rendered.delete(oldest);
    }
  }
  return picture;
}

/** The drawing at `/__demo/images/{kind}/{id}[-{picture}]`, or null when there is none. */
function drawingOf(
  store: DemoStore,
  kind: string,
  id: number,
  picture: number,
  lang: 'ar' | 'en',
): Drawing | null {
  const { catalog } = store.state;
  switch (kind) {
    case 'products': {
      const product = catalogIndex(catalog).byId.get(id);
      const category = catalog.categories.find((item) => item.id === product?.category_id);
      if (!product || !category || picture > (product.image_count ?? 1)) return null;
      const emoji = productEmojiOf(product);
      return {
        key: `product:${category.color}:${emoji}:${picture}`,
        emoji: [emoji],
        draw: () => productSvg(category.color, emoji, picture),
        width: 600,
      };
    }
    case 'categories': {
      const category = catalog.categories.find((item) => item.id === id);
      if (!category || picture !== 1) return null;
      const emoji = categoryEmoji[id] ?? fallbackEmoji;
      return {
        key: `category:${category.color}:${emoji}`,
        emoji: [emoji],
        draw: () => categorySvg(category.color, emoji),
        width: 320,
      };
    }
    case 'providers': {
      const provider = catalog.providers.find((item) => item.id === id);
      if (!provider || picture !== 1) return null;
      const emoji = providerEmoji[id] ?? fallbackEmoji;
      return {
        key: `provider:${provider.color}:${emoji}`,
        emoji: [emoji],
        draw: () => providerSvg(provider.color, emoji),
        width: 384,
      };
    }
    case 'provider-covers': {
      const provider = catalog.providers.find((item) => item.id === id);
      if (!provider || picture !== 1) return null;
      // The provider's own emoji, with those of two of the categories it sells.
      const emoji = [
        ...new Set([
          providerEmoji[id] ?? fallbackEmoji,
          ...provider.category_ids.map((categoryId) => categoryEmoji[categoryId] ?? fallbackEmoji),
        ]),
      ].slice(0, 3);
      return {
        key: `cover:${provider.color}:${emoji.join('')}`,
        emoji,
        draw: () => providerCoverSvg(provider.color, emoji),
        width: 1200,
      };
    }
    case 'banners': {
      const banner = catalog.banners.find((item) => item.id === id);
      if (!banner || picture !== 1) return null;
      // A banner's picture carries its title, in the language the page asked for.
      const emoji = bannerEmoji[id] ?? [fallbackEmoji];
      return {
        key: `banner:${banner.color}:${emoji.join('')}:${lang}:${banner.title[lang]}`,
        emoji,
        draw: () => bannerSvg(banner.color, emoji, banner.title[lang], lang),
        width: 1200,
      };
    }
    case 'avatars':
      return {
        key: `avatar:${id % AVATAR_TINTS.length}`,
        emoji: [avatarEmoji],
        draw: () => avatarSvg(id),
        width: 256,
      };
    default:
      return null;
  }
}

/**
 * Serves the demo's pictures (`/__demo/images/{products|categories|providers|provider-covers|
 * banners}/{id}[-{n}].webp`, `/__demo/images/avatar-{id}.webp`) and product data sheets. Not a
 * call of the contract. Addresses ending in `.svg`, kept in data saved before the pictures were
 * WebP, are sent on to their WebP address.
 */
export function serveCatalogImages(app: Hono, store: DemoStore): void {
  const notFound = () => new Response('Not found', { status: 404 });
  const send = async (
    c: { req: { url: string; query: (name: string) => string | undefined } },
    kind: string,
    file: string,
  ) => {
    const match = /^(\d+)(?:-(\d+))?\.(webp|svg)$/.exec(file);
    if (!match) return notFound();
    if (match[3] === 'svg') {
      // Relative, so that an address behind a prefix keeps it.
      const url = new URL(c.req.url);
      const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
      return new Response(null, {
        status: 301,
        headers: { location: `${name.replace(/\.svg$/, '.webp')}${url.search}` },
      });
    }
    const lang = c.req.query('lang') === 'en' ? 'en' : 'ar';
    const drawing = drawingOf(store, kind, Number(match[1]), Number(match[2] ?? 1), lang);
    if (!drawing) return notFound();
    return new Response(new Uint8Array(await render(drawing)), {
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
    });
  };

  // Avatars have one address, `avatar-{id}.webp`, below.
  app.get('/__demo/images/:kind/:file', (c) =>
    c.req.param('kind') === 'avatars'
      ? notFound()
      : send(c, c.req.param('kind'), c.req.param('file')),
  );
  app.get('/__demo/images/:file', (c) => {
    const match = /^avatar-(\d+\.(?:webp|svg))$/.exec(c.req.param('file'));
    return match?.[1] ? send(c, 'avatars', match[1]) : notFound();
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
