import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { type Bundle, chunksLoadedWith, entryModuleOf } from './bundle.ts';

/** The module the server imports to learn the browser's on-demand chunks (see `lazyChunks`). */
export const LAZY_CHUNKS_MODULE = 'virtual:matjar/lazy-chunks';
const RESOLVED = `\0${LAZY_CHUNKS_MODULE}`;

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
 * ask for the ones it will need at once (its language's catalogue, the store calls it makes as it
 * starts) together with its own code instead of after it has run. The browser's build records
 * them; the server's build, which runs after it, imports them as `virtual:matjar/lazy-chunks`
 * (a record of name → URLs). While developing, the record is empty (the browser asks for each
 * module as it needs it).
 */
export function lazyChunks(nameOf: LazyChunkName): Plugin {
  // The two builds may not share this plugin's state: the record goes through Vite's cache folder.
  let record = '';
  let isBuild = false;
  return {
    name: 'matjar:lazy-chunks',
    configResolved(config) {
      record = join(config.cacheDir, 'matjar-lazy-chunks.json');
      isBuild = config.command === 'build';
    },
    resolveId(source) {
      return source === LAZY_CHUNKS_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const chunks = isBuild ? await readFile(record, 'utf8') : '{}';
      return `export default ${chunks};`;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = chunksOfDynamicEntries(bundle, this.environment.config.base, nameOf);
      await mkdir(dirname(record), { recursive: true });
      await writeFile(record, JSON.stringify(chunks));
    },
  };
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
