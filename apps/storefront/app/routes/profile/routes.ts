import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The profile routes (/profile…) and the delegate and provider requests. */
export const profileRoutes: RouteConfigEntry[] = [
  route('profile', 'routes/profile/profile.tsx'),
  route('profile/edit', 'routes/profile/edit.tsx'),
  route('profile/phone', 'routes/profile/phone.tsx'),
  route('profile/codePhone', 'routes/profile/code-phone.tsx'),
  route('profile/password', 'routes/profile/password.tsx'),
  route('join/delegate', 'routes/profile/join-delegate.tsx'),
  route('join/provider', 'routes/profile/join-provider.tsx'),
  route('join/sent', 'routes/profile/join-sent.tsx'),
];
