import * as v from 'valibot';

const userSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  phone: v.string(),
  email: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  city_id: v.optional(v.nullable(v.number())),
});

/** The customer as the session keeps them (no token: that stays in localStorage). */
export type SessionUser = v.InferOutput<typeof userSchema>;

/** The auth state of spec §3, kept in the `matjar_auth` cookie. */
// Every field has a default, so a cookie written by an older or newer build still reads.
export const authStateSchema = v.object({
  authUser: v.optional(v.nullable(userSchema), null),
  isLoggedIn: v.optional(v.boolean(), false),
  /** The phone a change was requested for, until its code is checked. */
  newPhone: v.optional(v.nullable(v.string()), null),
  /** The push device token, once retrieved. */
  notificationToken: v.optional(v.nullable(v.string()), null),
  /** Notifications on (spec: `notStutus`, from the server's `is_notify`). */
  notStutus: v.optional(v.boolean(), true),
  /** The push device id, sent with sign-out and account deletion. */
  device_id: v.optional(v.nullable(v.string()), null),
});

export type AuthState = v.InferOutput<typeof authStateSchema>;

/**
 * The auth state as its cookie holds it: everything but the customer's details (`authUser`,
 * `newPhone`), which stay in the browser (`USER_STORAGE_KEY`).
 */
export function cookieAuthStateOf(state: AuthState): AuthState {
  return { ...state, authUser: null, newPhone: null };
}

/** The customer's details as the browser keeps them. */
export const storedUserSchema = v.object({
  authUser: v.optional(v.nullable(userSchema), null),
  newPhone: v.optional(v.nullable(v.string()), null),
});

/** A visitor's auth state. */
export const visitorAuthState: AuthState = {
  authUser: null,
  isLoggedIn: false,
  newPhone: null,
  notificationToken: null,
  notStutus: true,
  device_id: null,
};

const socialSchema = v.object({ name: v.string(), url: v.string() });

/** The global store of spec §3, kept in the `matjar_store` cookie. */
export const globalStoreSchema = v.object({
  socials: v.optional(v.array(socialSchema), []),
  /** This device's id for visitors' calls (`mac_address`). */
  mac_address: v.optional(v.nullable(v.string()), null),
  providerName: v.optional(v.nullable(v.string()), null),
  /** The selected delivery location. */
  location_id: v.optional(v.nullable(v.number()), null),
  needLogin: v.optional(v.boolean(), false),
  /** Items in the cart: the header badge. */
  cartCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

export type GlobalStore = v.InferOutput<typeof globalStoreSchema>;

/** The global store before anything is known. */
export const emptyGlobalStore: GlobalStore = {
  socials: [],
  mac_address: null,
  providerName: null,
  location_id: null,
  needLogin: false,
  cartCount: 0,
};

/**
 * A new device id for a visitor (spec §3): three random numbers below 1000, then `.0`.
 *
 * @example
 * generateMacAddress(); // '417.38.902.0'
 */
export function generateMacAddress(random: () => number = Math.random): string {
  const part = () => String(Math.min(999, Math.floor(random() * 1000)));
  return `${part()}.${part()}.${part()}.0`;
}
