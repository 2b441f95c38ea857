import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The sign-in and sign-up routes (/auth…). */
export const authRoutes: RouteConfigEntry[] = [];
