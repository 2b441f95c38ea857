import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { lowerScriptPriority, rewriteHead } from './head-rewrite.server.js';

/** Streams `html` through `rewriteHead` in chunks of `size` bytes and collects what comes out. */
async function streamed(html: string, size: number, rewrite = lowerScriptPriority) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(rewriteHead(rewrite))) {
    out.push(chunk as Buffer);
  }
  return { html: Buffer.concat(out).toString('utf8'), pieces: out.length };
}

const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>',
  '<title>متجر — تسوّق كل ما تحتاجه</title></head>',
  '<body><h1>عروض الأسبوع</h1>',
  '<p>a link rel="modulepreload" in the text stays as it is</p></body></html>',
].join('');

describe('the head of a page', () => {
  it('asks for the scripts at low priority and leaves the image preload high', async () => {
    const { html } = await streamed(page, 4096);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" /g)).toHaveLength(2);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
    );
  });

  it.each([1, 7, 64, 200])(
    'is rewritten whole when it arrives in pieces of %i bytes, Arabic split mid-letter included',
    async (size) => {
      const { html } = await streamed(page, size);
      expect(html).toBe(
        page.replaceAll(
          '<link rel="modulepreload" href',
          '<link rel="modulepreload" fetchpriority="low" href',
        ),
      );
      expect(html).toContain('<title>متجر — تسوّق كل ما تحتاجه</title>');
    },
  );

  it('passes each piece of the body on as it is written, once the head has passed', () => {
    const stream = rewriteHead(lowerScriptPriority);
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    stream.write('<html><head><title>x</title>');
    expect(out).toEqual([]);
    stream.write('</head><body><h1>');
    expect(out).toEqual(['<html><head><title>x</title></head><body><h1>']);
    stream.write('عروض');
    expect(out.at(-1)).toBe('عروض');
  });

  it('rewrites the head once, and nothing after it', async () => {
    const rewrite = vi.fn((head: string) => head.toUpperCase());
    const { html } = await streamed(page, 16, rewrite);
    expect(rewrite).toHaveBeenCalledTimes(1);
    expect(html).toContain('<TITLE>');
    expect(html).toContain('<h1>عروض الأسبوع</h1>');
  });

  it('passes on a document cut short before its head ended', async () => {
    const { html } = await streamed('<!DOCTYPE html><html><head><title>x', 5);
    expect(html).toBe('<!DOCTYPE html><html><head><title>x');
  });
});
