import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
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

/** The picture at `path`, checked to be a WebP picture `width` × `height`; its pixels. */
async function picture(path: string, width = 600, height = width): Promise<Buffer> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toContain('max-age=');
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const { format, width: shownWidth, height: shownHeight } = await image.metadata();
  expect({ format, width: shownWidth, height: shownHeight }, path).toEqual({
    format: 'webp',
    width,
    height,
  });
  return image.raw().toBuffer();
}

/** How far two pictures of the same size differ: the mean difference of their channels, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let index = 0; index < a.length; index += 1)
    sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
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
  const { catalog } = demo.store.state;

  it('draws every gallery picture of every product, each of a product different', async () => {
    for (const product of catalog.products.slice(0, 6)) {
      const pictures = [];
      for (let index = 1; index <= (product.image_count ?? 1); index += 1) {
        pictures.push(await picture(`/__demo/images/products/${product.id}-${index}.webp`));
      }
      for (const [index, later] of pictures.slice(1).entries()) {
        expect(
          difference(pictures[index] ?? Buffer.alloc(0), later),
          product.name.en,
        ).toBeGreaterThan(3);
      }
    }
  });

  it('draws a product with its item’s emoji, and one added later with its category’s', async () => {
    const apples = catalog.products.filter((product) => product.name.en.includes('Red apples'));
    const tomatoes = catalog.products.find((product) => product.name.en.includes('Tomatoes'));
    const [first, second] = apples;
    if (!first || !second || !tomatoes) throw new Error('the seed has apples and tomatoes');
    const apple = await picture(`/__demo/images/products/${first.id}-1.webp`);
    // Two apples of one category look alike; an apple and a tomato do not.
    expect(
      difference(apple, await picture(`/__demo/images/products/${second.id}-1.webp`)),
    ).toBeLessThan(
      difference(apple, await picture(`/__demo/images/products/${tomatoes.id}-1.webp`)),
    );
    catalog.products.push({ ...first, id: 90_001, name: { ar: 'منتج جديد', en: 'New product' } });
    await picture('/__demo/images/products/90001-1.webp');
  });

  it('draws every category, provider, provider cover and avatar at the size it is shown', async () => {
    for (const category of catalog.categories) {
      await picture(`/__demo/images/categories/${category.id}.webp`, 320);
    }
    for (const provider of catalog.providers) {
      await picture(`/__demo/images/providers/${provider.id}.webp`, 384);
      await picture(`/__demo/images/provider-covers/${provider.id}.webp`, 1200, 400);
    }
    await picture('/__demo/images/avatar-1.webp', 256);
  });

  it('writes each banner’s title in the language asked for', async () => {
    const banner = catalog.banners[0];
    if (!banner) throw new Error('the seed has banners');
    const arabic = await picture(`/__demo/images/banners/${banner.id}.webp?lang=ar`, 1200, 400);
    const english = await picture(`/__demo/images/banners/${banner.id}.webp?lang=en`, 1200, 400);
    expect(difference(arabic, english)).toBeGreaterThan(3);
    banner.title.en = 'Tea & <b>cakes</b>';
    const escaped = await picture(`/__demo/images/banners/${banner.id}.webp?lang=en`, 1200, 400);
    expect(difference(english, escaped)).toBeGreaterThan(0);
  });

  it('sends an address saved as SVG on to its WebP picture, keeping the language', async () => {
    const response = await get('/__demo/images/banners/1.svg?lang=en');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('1.webp?lang=en');
    expect((await get('/__demo/images/avatar-2.svg')).headers.get('location')).toBe(
      'avatar-2.webp',
    );
  });

  it.each([
    '/__demo/images/products/99999-1.webp',
    '/__demo/images/products/1-9.webp',
    '/__demo/images/categories/999.webp',
    '/__demo/images/categories/1-2.webp',
    '/__demo/images/providers/999.webp',
    '/__demo/images/provider-covers/999.webp',
    '/__demo/images/banners/999.webp?lang=en',
    '/__demo/images/pictures/1.webp',
    '/__demo/images/products/1.png',
    '/__demo/images/avatar-x.webp',
    '/__demo/images/avatars/1.webp',
  ])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});
