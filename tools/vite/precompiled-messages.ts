import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

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
function messageDefaultsStripped(): Plugin {
  return {
    name: 'matjar:message-defaults-stripped',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!code.includes('defineMessage(') || id.includes('node_modules')) return null;
      const program = this.parse(code) as unknown;
      const edited = new MagicString(code);
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
        edited.overwrite(
          descriptor.start,
          descriptor.end,
          `{ id: ${code.slice(value.start, value.end)} }`,
        );
      });
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
  return [compiledCatalogues(), messageDefaultsStripped()];
}

function compiledCatalogues(): Plugin {
  return {
    name: 'matjar:precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const path = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(path)) return null;
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
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
