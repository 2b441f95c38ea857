import type { User } from '@matjar/api-client';

/**
 * Whether the store still needs something of this customer before their account is complete: a
 * name and a city (where orders are delivered). A customer signed in with an incomplete profile
 * is asked to complete it, as activation's `needCompleteInfo` asks.
 *
 * @example
 * needsProfileCompletion({ name: 'Sara', city_id: 1 }); // false
 * needsProfileCompletion({ name: null, city_id: null }); // true
 */
export function needsProfileCompletion(
  user: Pick<User, 'name' | 'city_id'> | null | undefined,
): boolean {
  if (!user) return false;
  return !user.name?.trim() || user.city_id === null || user.city_id === undefined;
}
