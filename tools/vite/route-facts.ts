import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, parseSync } from 'vite';

export const ROUTE_FACTS_MODULE = 'virtual:matjar/route-facts';
const RESOLVED_ID = `\0${ROUTE_FACTS_MODULE}`;

/** The fields of a route's `handle` that the server and the shell read before its module loads. */
export const ROUTE_FACT_KEYS = ['access', 'cache', 'indexed', 'map', 'skeleton'] as const;

export type RouteFactKey = (typeof ROUTE_FACT_KEYS)[number];
export type RouteFactValues = Partial<Record<RouteFactKey, string | boolean>>;

/** A route as `app/routes.ts` declares it (React Router's `RouteConfigEntry`). */
export interface RouteConfigEntry {
  readonly path?: string | undefined;
  readonly index?: boolean | undefined;
  readonly file: string;
  readonly children?: readonly RouteConfigEntry[] | undefined;
}

/** One row of the table: a route's whole path (`/orders/:tab`) and the facts its handle names. */
export interface RouteFactsRow {
  readonly path: string;
  readonly facts?: RouteFactValues;
}

interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';

const isFactKey = (name: unknown): name is RouteFactKey =>
  typeof name === 'string' && (ROUTE_FACT_KEYS as readonly string[]).includes(name);

/** The expression under `x satisfies T`, `x as T` and parentheses. */
function unwrapped(node: Node): Node {
  const inner = node['expression'];
  const isWrapper = ['TSSatisfiesExpression', 'TSAsExpression', 'ParenthesizedExpression'];
  return isWrapper.includes(node.type) && isNode(inner) ? unwrapped(inner) : node;
}

function handleInitializer(program: Node): Node | undefined {
  const body = Array.isArray(program['body']) ? program['body'] : [];
  for (const statement of body) {
    if (!isNode(statement) || statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement['declaration'];
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    const declarators = Array.isArray(declaration['declarations'])
      ? declaration['declarations']
      : [];
    for (const declarator of declarators) {
      if (!isNode(declarator)) continue;
      const id = declarator['id'];
      const init = declarator['init'];
      if (isNode(id) && id['name'] === 'handle' && isNode(init)) return unwrapped(init);
    }
  }
  return undefined;
}

/**
 * The facts a route module's `export const handle = { … }` names, read from its source: each must
 * be written in the object itself as a string or boolean literal, so that the table holds exactly
 * what the route says. A handle written any other way is refused with the file's name.
 */
export function factsInSource(source: string, filename: string): RouteFactValues {
  const { program, errors } = parseSync(filename, source);
  if (errors.length > 0) throw new Error(`${filename}: cannot be parsed for its route facts`);
  const handle = handleInitializer(program as unknown as Node);
  if (handle === undefined) return {};
  if (handle.type !== 'ObjectExpression') {
    throw new Error(`${filename}: the handle must be an object literal for its route facts`);
  }
  const facts: RouteFactValues = {};
  const properties = Array.isArray(handle['properties']) ? handle['properties'] : [];
  for (const property of properties) {
    if (!isNode(property)) continue;
    if (property.type !== 'Property') {
      throw new Error(`${filename}: the handle's route facts must be written in it, not spread`);
    }
    const key = property['key'];
    const name = isNode(key) ? (key['name'] ?? key['value']) : undefined;
    if (!isFactKey(name)) continue;
    const value = property['value'];
    const literal = isNode(value) && value.type === 'Literal' ? value['value'] : undefined;
    if (typeof literal !== 'string' && typeof literal !== 'boolean') {
      throw new Error(`${filename}: the handle's ${name} must be a string or boolean literal`);
    }
    facts[name] = literal;
  }
  return facts;
}

const joinPaths = (parent: string, path: string | undefined) =>
  path === undefined || path === '' ? parent : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Every route of `routes` with its whole path and the facts of its handle (a nested route adds
 * its own to its parents'), in the shape React Router's `matchRoutes` ranks.
 */
export function routeFactsTable(
  routes: readonly RouteConfigEntry[],
  readFacts: (file: string) => RouteFactValues,
  parent: { readonly path: string; readonly facts: RouteFactValues } = { path: '/', facts: {} },
): RouteFactsRow[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent.path : joinPaths(parent.path, route.path);
    const facts = { ...parent.facts, ...readFacts(route.file) };
    const row: RouteFactsRow = Object.keys(facts).length > 0 ? { path, facts } : { path };
    return [row, ...routeFactsTable(route.children ?? [], readFacts, { path, facts })];
  });
}

/**
 * Gives the app `virtual:matjar/route-facts`: the facts each route module's `handle` names
 * (who may see the page, how it is cached and indexed, whether it shows a map, its skeleton),
 * with the route's path. The server reads them before rendering (guard, Cache-Control, CSP) and
 * the browser before a page's module has loaded (guard, skeleton), so they come from the routes'
 * sources at build time rather than from their modules.
 */
export function routeFacts(options: {
  readonly appDirectory: string;
  readonly routes: readonly RouteConfigEntry[];
}): Plugin {
  const { appDirectory, routes } = options;
  return {
    name: 'matjar:route-facts',
    resolveId(source) {
      return source === ROUTE_FACTS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const table = routeFactsTable(routes, (file) => {
        const path = join(appDirectory, file);
        this.addWatchFile(path);
        return factsInSource(readFileSync(path, 'utf8'), path);
      });
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
