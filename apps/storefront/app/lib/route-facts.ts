import { matchRoutes } from 'react-router';
import table from 'virtual:matjar/route-facts';
import type { PageFacts, PageShape } from './route-handle.js';

/** A page's facts with every default filled in. */
export interface ResolvedPageFacts {
  readonly access: NonNullable<PageFacts['access']>;
  readonly cache: NonNullable<PageFacts['cache']>;
  readonly indexed: boolean;
  readonly map: boolean;
  readonly skeleton: PageShape;
}

interface FactsRow {
  path: string;
  facts?: PageFacts;
}

const rows: FactsRow[] = table.map((row) => ({ ...row }));

/** Every route's whole path (`/products/:id`), as the app's routes declare them. */
export const routePatterns: readonly string[] = [...new Set(rows.map((row) => row.path))];

/**
 * The route pattern of the page at `pathname` (`/products/:id` for every product; `/*`, the
 * not-found page's, for a path no other route knows): what may be reported of a page without its
 * ids.
 */
export function routePatternOf(pathname: string): string {
  let pattern = patterns.get(pathname);
  if (pattern === undefined) {
    pattern = matchRoutes(rows, pathname)?.at(-1)?.route.path ?? '/*';
    // Matching ranks every route again: a kept page's log line would cost more than its answer.
    if (patterns.size >= KEPT_PATTERNS) patterns.clear();
    patterns.set(pathname, pattern);
  }
  return pattern;
}

/** The patterns of the paths last asked for, at most `KEPT_PATTERNS` of them. */
const patterns = new Map<string, string>();
const KEPT_PATTERNS = 2_000;

/** `facts` with the defaults `PageFacts` documents filled in. */
export function resolvePageFacts(facts: PageFacts = {}): ResolvedPageFacts {
  const access = facts.access ?? 'anyone';
  const cache = access === 'anyone' ? (facts.cache ?? 'revalidate') : 'no-store';
  return {
    access,
    cache,
    indexed: facts.indexed ?? cache !== 'no-store',
    map: facts.map ?? false,
    skeleton: facts.skeleton ?? 'page',
  };
}

/**
 * The facts of the page at `pathname`, from its route's `handle` (a path no route knows is a
 * page anyone may see: the not-found page).
 *
 * @example
 * pageFactsOf('/orders/newOrders').access; // 'customer'
 */
export function pageFactsOf(pathname: string): ResolvedPageFacts {
  const matches = matchRoutes(rows, pathname);
  return resolvePageFacts(matches?.at(-1)?.route.facts);
}
