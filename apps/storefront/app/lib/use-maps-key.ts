import { useRouteLoaderData } from 'react-router';

/** The Maps JavaScript API key the server is configured with, or `null` (the manual form then). */
export function useMapsKey(): string | null {
  const root = useRouteLoaderData('root') as { mapsKey?: string | null } | undefined;
  return root?.mapsKey ?? null;
}
