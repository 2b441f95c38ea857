import type { Plugin } from 'vite';
import { buildRecord } from './build-record.ts';
import { type Bundle, chunksLoadedWith, entryModuleOf } from './bundle.ts';

/** The module the server imports to learn the browser's on-demand chunks (see `lazyChunks`). */
export const LAZY_CHUNKS_MODULE = 'virtual:matjar/lazy-chunks';

/** Gives a module loaded on demand the name the server asks for it by, or `undefined`. */
export type LazyChunkName = (moduleId: string) => string | undefined;

/**
 * The files of each named module the browser loads on demand (`import()`): its own chunk and every
 * chunk it imports, as URLs under the build's base, in the order they load.
 */
export function chunksOfDynamicEntries(
  bundle: Bundle,
  base: string,
  nameOf: LazyChunkName,
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    const entry = output.isDynamicEntry ? entryModuleOf(output) : undefined;
    const name = entry === undefined ? undefined : nameOf(entry);
    if (!name) continue;
    named[name] = chunksLoadedWith(bundle, [output.fileName]).map((file) => `${base}${file}`);
  }
  return named;
}

/**
 * Tells the server which files make up the modules the browser loads on demand, so that a page can
 * ask for the ones it will need at once (the store calls it makes as it starts) together with its
 * own code instead of after it has run. The browser's build records
 * them; the server's build, which runs after it, imports them as `virtual:matjar/lazy-chunks`
 * (a record of name → URLs). While developing, the record is empty (the browser asks for each
 * module as it needs it).
 */
export function lazyChunks(nameOf: LazyChunkName): Plugin {
  return buildRecord({
    name: 'matjar:lazy-chunks',
    module: LAZY_CHUNKS_MODULE,
    file: 'matjar-lazy-chunks.json',
    record: (bundle, base) => chunksOfDynamicEntries(bundle, base, nameOf),
  });
}

const CATALOGUE = /[\\/]i18n[\\/](?:src|dist)[\\/]catalogues[\\/]([a-z]{2})\.json$/;
const API_DOMAIN = /[\\/]api-client[\\/](?:src|dist)[\\/]calls[\\/]([a-z-]+)\.[jt]s$/;
const API_TRANSPORT = /[\\/]api-client[\\/](?:src|dist)[\\/]core[\\/]transport\.[jt]s$/;

/**
 * The names of the storefront's modules loaded on demand: `catalogue:<language>` for a message
 * catalogue, `api:<domain>` for one domain of the store API's calls (as `ApiClient` names it),
 * `api:transport` for the code that sends any call and reads its answer.
 */
export function storefrontChunkName(moduleId: string): string | undefined {
  const catalogue = CATALOGUE.exec(moduleId);
  if (catalogue) return `catalogue:${catalogue[1] ?? ''}`;
  if (API_TRANSPORT.test(moduleId)) return 'api:transport';
  const domain = API_DOMAIN.exec(moduleId);
  if (domain) {
    return `api:${(domain[1] ?? '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
  }
  return undefined;
}
