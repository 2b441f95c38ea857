import { data } from 'react-router';
import type { Route } from './+types/bench-skeleton';
import type { RouteHandle } from '../lib/route-handle.js';

/** Not a page: search engines neither index it nor find it in the sitemap. */
export const handle: RouteHandle = { indexed: false };

/**
 * The bench's skeleton: the root layout and one heading, the framework's own cost beside which the
 * pages are measured (tools/bench). Served only when the server runs with `BENCH=1`; otherwise it
 * answers 404 like any unknown path.
 */
export function loader() {
  if (process.env['BENCH'] !== '1') throw data(null, { status: 404 });
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function BenchSkeleton() {
  return <h1>متجر</h1>;
}
