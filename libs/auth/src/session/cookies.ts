import * as v from 'valibot';
import { SESSION_COOKIE_MAX_AGE } from './storage-keys.js';

/** The raw value of a cookie in a `Cookie` header (or `document.cookie`). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * A JSON cookie read and checked against its schema; a missing, corrupt or tampered cookie gives
 * `fallback`, never an error.
 */
export function readJsonCookie<TSchema extends v.GenericSchema>(
  cookieHeader: string | null | undefined,
  name: string,
  schema: TSchema,
  fallback: v.InferOutput<TSchema>,
): v.InferOutput<TSchema> {
  const raw = readCookie(cookieHeader, name);
  if (!raw) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Default 30 days. */
  maxAge?: number;
  secure?: boolean;
}

/** A `Set-Cookie` / `document.cookie` value for a JSON cookie: `SameSite=Strict`, whole site. */
export function jsonCookie(
  name: string,
  value: unknown,
  { maxAge = SESSION_COOKIE_MAX_AGE, secure = false }: CookieOptions = {},
): string {
  const attributes = [
    `${name}=${encodeURIComponent(JSON.stringify(value))}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Writes a JSON cookie in the browser (nothing on the server). */
export function writeJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  document.cookie = jsonCookie(name, value, { secure: location.protocol === 'https:', ...options });
}
