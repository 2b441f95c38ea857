import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { type Bundle, chunksLoadedWith, entryModuleOf } from './bundle.ts';

const isStylesheet = (id: string) => /\.css(?:$|\?)/.test(id);

/**
 * The modules of the chunks that every page loads: those of the chunks whose entry module matches
 * one of `entries` (the client entry, the root route) and of every chunk they import.
 */
export function modulesLoadedByEvery(bundle: Bundle, entries: readonly RegExp[]): string[] {
  const entryChunks = Object.values(bundle).filter((output) => {
    const entry = entryModuleOf(output);
    return entry !== undefined && entries.some((pattern) => pattern.test(entry));
  });
  return chunksLoadedWith(
    bundle,
    entryChunks.map((output) => output.fileName),
  )
    .flatMap((file) => bundle[file]?.moduleIds ?? [])
    .sort();
}

/**
 * Puts the code every page loads in one chunk (`shell-[hash].js`) instead of the 40 to 50 small
 * chunks the bundler makes of it: every route is an entry of the browser's build, so each set of
 * routes sharing a module gets a chunk of its own, although the root route's share is loaded on
 * every page anyway. Each script costs the page a request (a round trip on a phone's connection,
 * and about 2 ms of the main thread at a 4× CPU slowdown).
 *
 * Which modules those are is known only once the bundler has split the code (the root's barrels
 * name more than it uses). A build run with `MATJAR_SHELL_CHUNK=record` splits as the bundler
 * does and records them (`modulesLoadedByEvery`, in Vite's cache folder); a build after it puts
 * them in one chunk. The storefront's build target runs both. Without a record the bundler's
 * chunks stay as they are; a record from an older build only makes the chunk bigger or leaves a
 * few small chunks out, and what each page loads stays correct.
 */
export function shellChunk(entries: readonly RegExp[]): Plugin {
  const isRecording = process.env['MATJAR_SHELL_CHUNK'] === 'record';
  let record = '';
  const shell = new Set<string>();
  const isEntry = (id: string) => entries.some((entry) => entry.test(id.split('?')[0] ?? id));
  return {
    name: 'matjar:shell-chunk',
    apply: 'build',
    config(_config, { isSsrBuild }): UserConfig | undefined {
      if (isSsrBuild || isRecording) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The entries themselves stay in their own chunks, and with them the stylesheets
                // the root route imports: a stylesheet of a chunk that code loaded on demand
                // imports is linked again by each such load (React Router marks it `#` for
                // that), which restyles the whole page.
                groups: [
                  {
                    name: 'shell',
                    test: (id: string) => shell.has(id) && !isEntry(id) && !isStylesheet(id),
                  },
                ],
              },
            },
          },
        },
      };
    },
    async configResolved(config) {
      record = join(config.cacheDir, 'matjar-shell-modules.json');
      if (config.build.ssr || isRecording) return;
      try {
        for (const id of JSON.parse(await readFile(record, 'utf8')) as string[]) shell.add(id);
      } catch {
        // No record: the bundler's own chunks.
      }
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !isRecording) return;
      await mkdir(dirname(record), { recursive: true });
      await writeFile(record, JSON.stringify(modulesLoadedByEvery(bundle, entries)));
    },
  };
}
