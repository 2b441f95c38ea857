import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { root } from './servers.js';

/** The sitemap protocol's schema, as the catalog's tests check its sitemaps with. */
const schemaDir = join(root, 'libs/catalog/src/lib/sitemap-schema');
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(join(schemaDir, fileName), 'utf8'),
});

/** What xmllint finds wrong with a sitemap (`urlset`) or a sitemap index, by the protocol's schema. */
export async function sitemapSchemaErrors(
  xml: string,
  kind: 'sitemap' | 'index',
): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemaFile(kind === 'index' ? 'siteindex.xsd' : 'sitemap.xsd')],
    preload: [schemaFile('common.xsd'), schemaFile('xhtml-link.xsd')],
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}

/** The addresses a sitemap or an index lists, in order. */
export const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/**
 * Every file of the sitemap at `origin`, each checked by the protocol's schema: the product
 * addresses they list, and the index's own.
 */
export async function readSitemap(origin: string): Promise<{ files: string[]; locs: string[] }> {
  const index = await fetch(`${origin}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const indexXml = await index.text();
  const indexErrors = await sitemapSchemaErrors(indexXml, 'index');
  if (indexErrors.length > 0) throw new Error(`/sitemap.xml: ${indexErrors.join('; ')}`);
  const files = locsOf(indexXml);
  const locs: string[] = [];
  for (const file of files) {
    const answer = await fetch(file.replace(/^https?:\/\/[^/]+/, origin));
    if (answer.status !== 200) throw new Error(`${file} answered ${answer.status}`);
    const xml = await answer.text();
    const errors = await sitemapSchemaErrors(xml, 'sitemap');
    if (errors.length > 0) throw new Error(`${file}: ${errors.slice(0, 3).join('; ')}`);
    locs.push(...locsOf(xml));
  }
  return { files, locs };
}
