import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The profile routes (/profile…) and the delegate and provider requests. */
export const profileRoutes: RouteConfigEntry[] = [];
