import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPT_TAG,
  paintBeforeScripts,
  rewriteDocumentStart,
} from './document-start.server.js';

/** Streams `html` through the rewrite in chunks of `size` bytes and collects what comes out. */
async function streamed(html: string, size: number, rewrite = paintBeforeScripts) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(
    rewriteDocumentStart(rewrite, APP_SCRIPT_TAG),
  )) {
    out.push(chunk as Buffer);
  }
  return Buffer.concat(out).toString('utf8');
}

const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>',
  '<title>متجر — تسوّق كل ما تحتاجه</title></head>',
  '<body><h1>عروض الأسبوع</h1>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script>',
  '<p>text that mentions type="module" async=""> stays as it is</p></body></html>',
].join('');

const expected = page
  .replaceAll(
    '<link rel="modulepreload" href',
    '<link rel="modulepreload" fetchpriority="low" href',
  )
  .replace('<script nonce="n" type="module" async="">', '<script nonce="n" type="module">');

describe('the start of a page', () => {
  it('asks for the scripts at low priority, keeps the image first, and starts the app once parsed', async () => {
    const html = await streamed(page, 4096);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" /g)).toHaveLength(2);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
    );
    expect(html).toContain('<script nonce="n" type="module">import * as route0');
    expect(html).toBe(expected);
  });

  it.each([1, 7, 64, 200])(
    'is rewritten whole when it arrives in pieces of %i bytes, Arabic split mid-letter included',
    async (size) => {
      expect(await streamed(page, size)).toBe(expected);
    },
  );

  it('passes each piece after the app script on as it is written', () => {
    const stream = rewriteDocumentStart(paintBeforeScripts, APP_SCRIPT_TAG);
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    stream.write('<html><head></head><body><h1>x</h1>');
    expect(out).toEqual([]);
    stream.write('<script type="module" async="">go()</script>');
    expect(out).toEqual(['<html><head></head><body><h1>x</h1><script type="module">go()</script>']);
    stream.write('<div hidden id="S:0">عروض</div>');
    expect(out.at(-1)).toBe('<div hidden id="S:0">عروض</div>');
  });

  it('rewrites the start once, and nothing after it', async () => {
    const rewrite = vi.fn((start: string) => start.replace('<h1>', '<h1 class="seen">'));
    const html = await streamed(`${page}<h1>later</h1>`, 16, rewrite);
    expect(rewrite).toHaveBeenCalledTimes(1);
    expect(html).toContain('<h1 class="seen">عروض الأسبوع</h1>');
    expect(html).toContain('<h1>later</h1>');
  });

  it('passes on a document cut short before its app script', async () => {
    expect(await streamed('<!DOCTYPE html><html><head><title>x', 5)).toBe(
      '<!DOCTYPE html><html><head><title>x',
    );
  });
});
