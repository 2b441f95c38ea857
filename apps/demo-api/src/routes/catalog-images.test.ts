import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app.js';
import { categoryData, providerData } from '../seed/catalog-data.js';
import { seedContent } from '../seed/content-data.js';
import {
  allEmoji,
  bannerEmoji,
  categoryEmoji,
  emojiFileName,
  itemEmoji,
  providerEmoji,
} from './catalog-emoji.js';

const assets = fileURLToPath(new URL('../../assets/fluent-emoji/', import.meta.url));
const demo = createDemoApi();
const get = (path: string) => demo.fetch(new Request(`http://demo-api.test${path}`));
const embedded = (emoji: string) =>
  `data:image/webp;base64,${readFileSync(`${assets}${emojiFileName(emoji)}`).toString('base64')}`;

/** The picture at `path`, checked to be an SVG that embeds at least one WebP picture. */
async function picture(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toContain('max-age=');
  const body = await response.text();
  expect(body, path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  expect(body, path).toContain('<image href="data:image/webp;base64,');
  return body;
}

/** The words of the banner's title, as the picture writes them, and the direction it gives them. */
function bannerTitle(svg: string) {
  const [, attributes = '', content = ''] = /<text ([^>]*)>(.*?)<\/text>/.exec(svg) ?? [];
  return {
    text: content
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    direction: /direction="(\w+)"/.exec(attributes)?.[1],
  };
}

describe('the emoji of the demo catalog', () => {
  it('has one for every item of the seed vocabulary, so a new item needs its picture', () => {
    const items = categoryData.flatMap((category) =>
      category.subcategories.flatMap((subcategory) => subcategory.items.map((item) => item.en)),
    );
    expect(items.filter((item) => !itemEmoji[item])).toEqual([]);
    expect(Object.keys(itemEmoji).filter((item) => !items.includes(item))).toEqual([]);
  });

  it('has one for every category, provider and banner', () => {
    expect(categoryData.filter((category) => !categoryEmoji[category.id])).toEqual([]);
    expect(providerData.filter((provider) => !providerEmoji[provider.id])).toEqual([]);
    for (const banner of seedContent().banners) {
      expect(bannerEmoji[banner.id]?.length ?? 0, `banner ${banner.id}`).toBeGreaterThanOrEqual(1);
      expect(bannerEmoji[banner.id]?.length ?? 0, `banner ${banner.id}`).toBeLessThanOrEqual(3);
    }
  });

  it('vendors exactly the pictures it uses, with their licence', () => {
    const files = allEmoji().map(emojiFileName);
    expect(files.filter((file) => !existsSync(`${assets}${file}`))).toEqual([]);
    expect(readdirSync(assets).sort()).toEqual([...files, 'LICENSE', 'README.md'].sort());
    expect(readFileSync(`${assets}LICENSE`, 'utf8')).toContain(
      'Copyright (c) Microsoft Corporation.',
    );
  });
});

describe('the demo catalog’s pictures', () => {
  it('are sent compressed to a browser that accepts it, and read the same', async () => {
    const path = '/__demo/images/banners/1.svg?lang=ar';
    const plain = await (await get(path)).text();
    const response = await demo.fetch(
      new Request(`http://demo-api.test${path}`, { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = response.body?.pipeThrough(new DecompressionStream('gzip'));
    expect(await new Response(body).text()).toBe(plain);
  });

  const { catalog } = demo.store.state;

  it('shows every gallery picture of every product with its item’s emoji', async () => {
    const items = Object.keys(itemEmoji).sort((a, b) => b.length - a.length);
    for (const product of catalog.products) {
      const item = items.find((name) => product.name.en.includes(name)) ?? '';
      for (let index = 1; index <= (product.image_count ?? 1); index += 1) {
        const body = await picture(`/__demo/images/products/${product.id}-${index}.svg`);
        expect(body, `${product.name.en} ${index}`).toContain(embedded(itemEmoji[item] ?? ''));
      }
    }
  });

  it('varies the gallery pictures of a product', async () => {
    const product = catalog.products.find((candidate) => (candidate.image_count ?? 1) >= 3);
    if (!product) throw new Error('the seed has a product with three pictures');
    const bodies = await Promise.all(
      [1, 2, 3].map((index) => picture(`/__demo/images/products/${product.id}-${index}.svg`)),
    );
    expect(new Set(bodies).size).toBe(3);
  });

  it('shows a product added later with its category’s emoji', async () => {
    const [first] = catalog.products;
    if (!first) throw new Error('the seed has products');
    catalog.products.push({
      ...first,
      id: 90_001,
      category_id: 6,
      name: { ar: 'منتج جديد', en: 'New product' },
    });
    expect(await picture('/__demo/images/products/90001-1.svg')).toContain(
      embedded(categoryEmoji[6] ?? ''),
    );
  });

  it('shows every category, provider, provider cover and avatar', async () => {
    for (const category of catalog.categories) {
      expect(await picture(`/__demo/images/categories/${category.id}.svg`)).toContain(
        embedded(categoryEmoji[category.id] ?? ''),
      );
    }
    for (const provider of catalog.providers) {
      expect(await picture(`/__demo/images/providers/${provider.id}.svg`)).toContain(
        embedded(providerEmoji[provider.id] ?? ''),
      );
      await picture(`/__demo/images/provider-covers/${provider.id}.svg`);
    }
    await picture('/__demo/images/avatar-1.svg');
  });

  it('writes each banner’s title in the language asked for, right to left in Arabic', async () => {
    for (const banner of catalog.banners) {
      const arabic = await picture(`/__demo/images/banners/${banner.id}.svg?lang=ar`);
      expect(bannerTitle(arabic)).toEqual({ text: banner.title.ar, direction: 'rtl' });
      const english = await picture(`/__demo/images/banners/${banner.id}.svg?lang=en`);
      expect(bannerTitle(english)).toEqual({ text: banner.title.en, direction: 'ltr' });
      for (const emoji of bannerEmoji[banner.id] ?? []) expect(english).toContain(embedded(emoji));
    }
  });

  it('escapes the text it writes', async () => {
    const banner = catalog.banners[0];
    if (!banner) throw new Error('the seed has banners');
    banner.title.en = 'Tea & <b>cakes</b>';
    const body = await picture(`/__demo/images/banners/${banner.id}.svg?lang=en`);
    expect(body).toContain('Tea &#38; &#60;b&#62;cakes&#60;/b&#62;');
    expect(body).not.toContain('<b>');
  });

  it.each([
    '/__demo/images/products/99999-1.svg',
    '/__demo/images/products/1-9.svg',
    '/__demo/images/categories/999.svg',
    '/__demo/images/providers/999.svg',
    '/__demo/images/provider-covers/999.svg',
    '/__demo/images/banners/999.svg?lang=en',
    '/__demo/images/pictures/1.svg',
    '/__demo/images/products/1.png',
  ])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});
