import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { buildRecord } from './build-record.ts';
import type { Bundle } from './bundle.ts';

/** The message catalogues of `@matjar/i18n`, from its sources or its build. */
const CATALOGUE = /[\\/]i18n[\\/](?:src|dist)[\\/]catalogues[\\/][a-z]{2}\.json$/;
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

/**
 * Leaves only the id in each message descriptor of the browser's code
 * (`defineMessage({ id, defaultMessage, description })` → `defineMessage({ id })`): the browser
 * formats messages from the catalogue, by id, and the English defaults (the source of the English
 * catalogue) would be dead weight on every page.
 */
function messageDefaultsStripped(idsOf: Map<string, string[]>): Plugin {
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
        if (value.type === 'Literal' && typeof value['value'] === 'string')
          ids.push(value['value']);
        edited.overwrite(
          descriptor.start,
          descriptor.end,
          `{ id: ${code.slice(value.start, value.end)} }`,
        );
      });
      idsOf.set(id.split('?')[0] ?? id, ids);
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
 */
export function precompiledMessages(): Plugin[] {
  const idsOf = new Map<string, string[]>();
  const catalogueIds = new Set<string>();
  return [
    compiledCatalogues(catalogueIds),
    messageDefaultsStripped(idsOf),
    chunkMessages(idsOf, catalogueIds),
  ];
}

/** The module the server imports to learn which messages each browser chunk may format. */
export const CHUNK_MESSAGES_MODULE = 'virtual:matjar/chunk-messages';

/** The record's key for the messages no module was seen to define (an id built at run time). */
export const EVERY_PAGE = '*';

/**
 * The ids of the messages each chunk of the browser's build may format: those its own modules
 * define and those of every chunk it loads, statically or on demand (a dialog's panel, the toasts),
 * by URL under the build's base. Sorted, each once. Under `EVERY_PAGE`, the catalogue's messages
 * that no module defines: every page carries them.
 *
 * @param idsOf the message ids each module defines, by module id
 */
export function messagesOfChunks(
  bundle: Bundle,
  base: string,
  idsOf: ReadonlyMap<string, readonly string[]>,
  catalogueIds: ReadonlySet<string> = new Set(),
): Record<string, string[]> {
  const reached = new Map<string, Set<string>>();
  const reach = (fileName: string): Set<string> => {
    const known = reached.get(fileName);
    if (known) return known;
    const files = new Set<string>();
    reached.set(fileName, files);
    const visit = (name: string) => {
      if (files.has(name)) return;
      files.add(name);
      const file = bundle[name];
      for (const next of [...(file?.imports ?? []), ...(file?.dynamicImports ?? [])]) visit(next);
    };
    visit(fileName);
    return files;
  };
  const record: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const ids = new Set<string>();
    for (const fileName of reach(output.fileName)) {
      for (const moduleId of bundle[fileName]?.moduleIds ?? []) {
        for (const messageId of idsOf.get(moduleId.split('?')[0] ?? moduleId) ?? []) {
          ids.add(messageId);
        }
      }
    }
    if (ids.size > 0) record[`${base}${output.fileName}`] = [...ids].sort();
  }
  const defined = new Set([...idsOf.values()].flat());
  const unclaimed = [...catalogueIds].filter((messageId) => !defined.has(messageId));
  if (unclaimed.length > 0) record[EVERY_PAGE] = unclaimed.sort();
  return record;
}

/**
 * Records, in the browser's build, the messages each chunk may format (`messagesOfChunks`); the
 * server's build, which runs after it, imports the record as `virtual:matjar/chunk-messages`. A
 * page's document then carries the messages of its own code, and the browser hydrates without
 * waiting for the whole catalogue. While developing, the record is empty.
 */
export function chunkMessages(
  idsOf: Map<string, string[]> = new Map(),
  catalogueIds: Set<string> = new Set(),
): Plugin {
  return buildRecord({
    name: 'matjar:chunk-messages',
    module: CHUNK_MESSAGES_MODULE,
    file: 'matjar-chunk-messages.json',
    record: (bundle, base) => messagesOfChunks(bundle, base, idsOf, catalogueIds),
  });
}

function compiledCatalogues(catalogueIds: Set<string>): Plugin {
  return {
    name: 'matjar:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const path = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(path)) return null;
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      for (const messageId of Object.keys(catalogue)) catalogueIds.add(messageId);
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([messageId, message]) => [
          messageId,
          parse(message, { shouldParseSkeletons: true }),
        ]),
      );
      // Still JSON: Vite's JSON handling makes a module of it.
      return JSON.stringify(compiled);
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || options.ssr || this.environment?.name === 'ssr') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
