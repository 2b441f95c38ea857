import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The sign-in and sign-up routes (/auth…). */
export const authRoutes: RouteConfigEntry[] = [
  route('auth', 'routes/auth/sign-in.tsx'),
  route('auth/sign-up', 'routes/auth/sign-up.tsx'),
  route('auth/activate', 'routes/auth/activate.tsx'),
  route('auth/restore-password', 'routes/auth/restore-password.tsx'),
];
