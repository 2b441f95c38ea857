import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { EAGER_COMPILE_HINT } from './compile-hints.ts';
import type { Bundle } from './bundle.ts';
import { modulesLoadedByEvery } from './shell-chunk.ts';

/** The message catalogues of `@matjar/i18n`, from its sources or its build. */
const CATALOGUE = /[\\/]i18n[\\/](?:src|dist)[\\/]catalogues[\\/]([a-z]{2})\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls each node of an ESTree once, depth first. */
function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') walk(value, visit);
  }
}

const propertyName = (property: AstNode) => {
  const key = property['key'] as AstNode | undefined;
  if (!key) return undefined;
  return key.type === 'Identifier' ? (key['name'] as string) : (key['value'] as string | undefined);
};

/** The ids of the messages each module of the browser's build defines, by module. */
type MessageIdsByModule = Map<string, readonly string[]>;

/**
 * Leaves only the id in each message descriptor of the browser's code
 * (`defineMessage({ id, defaultMessage, description })` → `defineMessage({ id })`): the browser
 * formats messages from the catalogue, by id, and the English defaults (the source of the English
 * catalogue) would be dead weight on every page. Notes in `defined` which module defines which ids.
 */
function messageDefaultsStripped(defined: MessageIdsByModule): Plugin {
  return {
    name: 'matjar:message-defaults-stripped',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!code.includes('defineMessage(') || id.includes('node_modules')) return null;
      const program = this.parse(code) as unknown;
      const edited = new MagicString(code);
      const ids: string[] = [];
      walk(program, (node) => {
        if (node.type !== 'CallExpression') return;
        const callee = node['callee'] as AstNode;
        if (callee.type !== 'Identifier' || callee['name'] !== 'defineMessage') return;
        const [descriptor] = node['arguments'] as AstNode[];
        if (descriptor?.type !== 'ObjectExpression') return;
        const properties = descriptor['properties'] as AstNode[];
        const idProperty = properties.find((property) => propertyName(property) === 'id');
        if (!idProperty || properties.some((property) => property.type !== 'Property')) return;
        const value = idProperty['value'] as AstNode;
        if (typeof value['value'] === 'string') ids.push(value['value']);
        edited.overwrite(
          descriptor.start,
          descriptor.end,
          `{ id: ${code.slice(value.start, value.end)} }`,
        );
      });
      defined.set(id, ids);
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap() } : null;
    },
  };
}

/**
 * Ships the message catalogues compiled: each ICU message is parsed at build time (number and date
 * skeletons included) into the syntax tree react-intl formats from, and the browser's build leaves
 * the ICU parser out (its `no-parser` entry stands in). Pages format their messages without parsing
 * them first, and carry about 6 KB (brotli) less JavaScript. The server keeps the parser. The
 * browser's message descriptors keep their ids only.
 *
 * With `shellEntries` (the modules every page starts from), the browser's catalogue chunk of each
 * language holds only the messages of the code every page loads, and each other chunk brings the
 * messages of its own code (see `messageParts`).
 */
export function precompiledMessages({
  shellEntries = [],
}: { shellEntries?: readonly RegExp[] } = {}): Plugin[] {
  const defined: MessageIdsByModule = new Map();
  const compiled = new Map<string, Record<string, unknown>>();
  const state: PartsState = { defined, compiled, shellIds: null };
  return [
    compiledCatalogues(state),
    messageDefaultsStripped(defined),
    ...(shellEntries.length > 0 ? [messageParts(state, shellEntries), messagePartsRecord()] : []),
  ];
}

interface PartsState {
  readonly defined: MessageIdsByModule;
  /** Each language's compiled catalogue, whole, as the build loaded it. */
  readonly compiled: Map<string, Record<string, unknown>>;
  /** The ids of the messages the code every page loads defines (the record), or `null`. */
  shellIds: ReadonlySet<string> | null;
}

/** The module the server imports to learn each chunk's message parts (see `messagePartsRecord`). */
export const MESSAGE_PARTS_MODULE = 'virtual:matjar/message-parts';
const RESOLVED_PARTS = `\0${MESSAGE_PARTS_MODULE}`;
const PARTS_RECORD = 'matjar-message-parts.json';

/**
 * The record of the browser's message parts, as the server imports it
 * (`virtual:matjar/message-parts`): for each chunk's URL that has a part, the part's URL in each
 * language. The browser's build writes it to Vite's cache folder; the server's build, which runs
 * after it, reads it. Empty while developing and in tests.
 */
export function messagePartsRecord(): Plugin {
  let record = '';
  let isBuild = false;
  return {
    name: 'matjar:message-parts-record',
    configResolved(config) {
      record = join(config.cacheDir, PARTS_RECORD);
      isBuild = config.command === 'build';
    },
    resolveId(source) {
      return source === MESSAGE_PARTS_MODULE ? RESOLVED_PARTS : null;
    },
    async load(id) {
      if (id !== RESOLVED_PARTS) return null;
      let parts = '{}';
      if (isBuild) {
        try {
          parts = await readFile(record, 'utf8');
        } catch {
          // A build without parts (whole catalogues).
        }
      }
      return `export default ${parts};`;
    },
  };
}

function compiledCatalogues(state: PartsState): Plugin {
  return {
    name: 'matjar:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const path = id.split('?')[0] ?? id;
      const locale = CATALOGUE.exec(path)?.[1];
      if (locale === undefined) return null;
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([messageId, message]) => [
          messageId,
          parse(message, { shouldParseSkeletons: true }),
        ]),
      );
      const isClient = this.environment?.name === 'client';
      if (isClient) state.compiled.set(locale, compiled);
      const { shellIds } = state;
      const kept =
        isClient && shellIds
          ? Object.fromEntries(Object.entries(compiled).filter(([id]) => shellIds.has(id)))
          : compiled;
      // Still JSON: Vite's JSON handling makes a module of it.
      return JSON.stringify(kept);
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || options.ssr || this.environment?.name === 'ssr') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/** The first part a chunk's call names (its file's name), in the call as the bundle writes it. */
const PART_CALL =
  /__matjarMessagePart\(\{\w+:\(\)=>import\([`'"][./]*(?:[^`'"]*\/)?(messages-[\w-]+\.js)[`'"]\)/;

/**
 * The file name of the first part a chunk's call names (see `messagePartCall`), as written or as
 * the bundler leaves it once minified; `undefined` for a chunk without one.
 */
export function messagePartsOf(code: string): string | undefined {
  return PART_CALL.exec(code)?.[1];
}

/** The statement a chunk starts with to hand over its messages (see `addMessagePart`). */
export function messagePartCall(files: Readonly<Record<string, string>>): string {
  const loaders = Object.entries(files)
    .map(([locale, file]) => `${locale}:()=>import(${JSON.stringify(file)})`)
    .join(',');
  return `await globalThis.__matjarMessagePart({${loaders}});\n`;
}

/**
 * The module of one part of a catalogue: its compiled messages, read with `JSON.parse` (faster to
 * load than the same object written as code), with the eager compile hint every script carries.
 */
export function messagePartModule(messages: Readonly<Record<string, unknown>>): string {
  return `${EAGER_COMPILE_HINT}\nexport default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

/**
 * The least a part may weigh (its messages' JSON in Arabic, in bytes, before compression): a
 * chunk whose messages weigh less leaves them in the catalogue every page loads, which costs each
 * page less than a request of its own would.
 */
export const LEAST_PART_BYTES = 512;

/**
 * The ids of the messages the catalogue every page loads keeps, sorted: those the code of every
 * page defines (the modules of the chunks `entries` load), and those of each other chunk whose
 * part would weigh under `LEAST_PART_BYTES` in `catalogue`.
 */
export function messagesOfEveryPage(
  bundle: Bundle,
  entries: readonly RegExp[],
  defined: ReadonlyMap<string, readonly string[]>,
  catalogue: Readonly<Record<string, unknown>>,
): string[] {
  const kept = new Set(
    modulesLoadedByEvery(bundle, entries).flatMap((id) => defined.get(id) ?? []),
  );
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const own = (file.moduleIds ?? []).flatMap((id) => defined.get(id) ?? []);
    const part = Object.fromEntries(
      own.filter((id) => !kept.has(id) && id in catalogue).map((id) => [id, catalogue[id]]),
    );
    if (JSON.stringify(part).length < LEAST_PART_BYTES) for (const id of own) kept.add(id);
  }
  return [...kept].sort();
}

/**
 * Splits the browser's catalogues by the code that uses them. A build run with
 * `MATJAR_SHELL_CHUNK=record` (the first of the storefront's two) records the ids of the messages
 * defined by the modules every page loads (those `shellChunk` puts in the shell), and of the chunks
 * whose messages are too few to be worth a request (`messagesOfEveryPage`); the build after
 * it keeps only those in each language's catalogue chunk, and starts every other chunk whose
 * modules define messages with a call that loads them (`messages-<language>-<hash>.js`, one file
 * per chunk and language) before its code runs. Each page then loads the messages of its own code
 * with it, not the whole catalogue; the server asks for the page's parts with its chunks. Without a
 * record, the catalogues stay whole.
 */
function messageParts(state: PartsState, shellEntries: readonly RegExp[]): Plugin {
  const isRecording = process.env['MATJAR_SHELL_CHUNK'] === 'record';
  let record = '';
  let partsRecord = '';
  const emitted = new Map<string, string>();
  /** Each chunk's parts (file by language), by the name of its Arabic one. */
  const partsByName = new Map<string, Record<string, string>>();
  return {
    name: 'matjar:message-parts',
    apply: 'build',
    async configResolved(config) {
      record = join(config.cacheDir, 'matjar-shell-messages.json');
      partsRecord = join(config.cacheDir, PARTS_RECORD);
      if (config.build.ssr || isRecording) return;
      try {
        state.shellIds = new Set(JSON.parse(await readFile(record, 'utf8')) as string[]);
      } catch {
        // No record: whole catalogues.
      }
    },
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        const { shellIds } = state;
        if (isRecording || !shellIds || this.environment.name !== 'client') return null;
        const ids = new Set(
          chunk.moduleIds
            .flatMap((id) => state.defined.get(id) ?? [])
            .filter((id) => !shellIds.has(id)),
        );
        if (ids.size === 0) return null;
        const files: Record<string, string> = {};
        const parts: Record<string, string> = {};
        for (const [locale, catalogue] of [...state.compiled].sort(([a], [b]) =>
          a.localeCompare(b),
        )) {
          const messages = Object.fromEntries(
            [...ids].sort().flatMap((id) => (id in catalogue ? [[id, catalogue[id]]] : [])),
          );
          const source = messagePartModule(messages);
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = posix.join(
            this.environment.config.build.assetsDir,
            `messages-${locale}-${hash}.js`,
          );
          emitted.set(fileName, source);
          parts[locale] = fileName;
          files[locale] = `./${posix.relative(posix.dirname(chunk.fileName), fileName)}`.replace(
            /^\.\/\.\.\//,
            '../',
          );
        }
        // The chunk's own name is known only once the bundle is written (see `generateBundle`).
        const [first] = Object.values(parts);
        if (first) partsByName.set(posix.basename(first), parts);
        const edited = new MagicString(code);
        edited.prepend(messagePartCall(files));
        return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
      },
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      if (isRecording) {
        const ids = messagesOfEveryPage(
          bundle,
          shellEntries,
          state.defined,
          state.compiled.get('ar') ?? {},
        );
        await mkdir(dirname(record), { recursive: true });
        await writeFile(record, JSON.stringify(ids));
        await writeFile(partsRecord, '{}');
        return;
      }
      for (const [fileName, source] of emitted) {
        if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source });
      }
      // For each chunk's URL, its part's URL in each language.
      const { base } = this.environment.config;
      const table: Record<string, Record<string, string>> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const name = messagePartsOf(file.code);
        const parts = name === undefined ? undefined : partsByName.get(name);
        if (!parts) continue;
        table[`${base}${file.fileName}`] = Object.fromEntries(
          Object.entries(parts).map(([locale, part]) => [locale, `${base}${part}`]),
        );
      }
      await mkdir(dirname(partsRecord), { recursive: true });
      await writeFile(partsRecord, JSON.stringify(table));
    },
  };
}
