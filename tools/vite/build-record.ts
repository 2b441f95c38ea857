import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { Bundle } from './bundle.ts';

export interface BuildRecordOptions {
  /** The plugin's name. */
  name: string;
  /** The virtual module the server imports the record as (its default export). */
  module: string;
  /** The record's file in Vite's cache folder. */
  file: string;
  /** What the browser's build records of its bundle, as JSON. */
  record(bundle: Bundle, base: string): unknown;
}

/**
 * Records something of the browser's bundle for the server: the browser's build writes it, and the
 * server's build, which runs after it, imports it as a virtual module. The two builds may not share
 * a plugin's state, so the record goes through Vite's cache folder. While developing, the module is
 * an empty record.
 */
export function buildRecord({ name, module, file, record }: BuildRecordOptions): Plugin {
  const resolved = `\0${module}`;
  let path = '';
  let isBuild = false;
  return {
    name,
    configResolved(config) {
      path = join(config.cacheDir, file);
      isBuild = config.command === 'build';
    },
    resolveId(source) {
      return source === module ? resolved : null;
    },
    async load(id) {
      if (id !== resolved) return null;
      const json = isBuild ? await readFile(path, 'utf8') : '{}';
      return `export default ${json};`;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, JSON.stringify(record(bundle, this.environment.config.base)));
    },
  };
}
