import * as v from 'valibot';
import { SESSION_COOKIE_MAX_AGE, TOKEN_COOKIE, TOKEN_COOKIE_PATH } from './storage-keys.js';

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

/** A session cookie's `Set-Cookie` / `document.cookie` value: `SameSite=Strict`, on `path`. */
function sessionCookie(
  name: string,
  encodedValue: string,
  path: string,
  { maxAge = SESSION_COOKIE_MAX_AGE, secure = false }: CookieOptions,
): string {
  const attributes = [
    `${name}=${encodedValue}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** A `Set-Cookie` / `document.cookie` value for a JSON cookie: `SameSite=Strict`, whole site. */
export function jsonCookie(name: string, value: unknown, options: CookieOptions = {}): string {
  return sessionCookie(name, encodeURIComponent(JSON.stringify(value)), '/', options);
}

/** Writes a JSON cookie in the browser (nothing on the server). */
export function writeJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  document.cookie = jsonCookie(name, value, { secure: location.protocol === 'https:', ...options });
}

/** The longest token the cookie carries: a bearer token, not a document. */
const TOKEN_MAX_LENGTH = 1_024;

/** What a bearer token is made of: printable ASCII without spaces, nothing a header refuses. */
const tokenCharacters = /^[\x21-\x7e]+$/;

/**
 * A `Set-Cookie` / `document.cookie` value of the token cookie (`TOKEN_COOKIE`): strict same-site,
 * sent only to the cart's pages (`TOKEN_COOKIE_PATH`), for 30 days; `null` deletes it.
 */
export function tokenCookie(token: string | null, { secure = false }: { secure?: boolean } = {}) {
  return sessionCookie(TOKEN_COOKIE, token ? encodeURIComponent(token) : '', TOKEN_COOKIE_PATH, {
    maxAge: token ? SESSION_COOKIE_MAX_AGE : 0,
    secure,
  });
}

/**
 * The bearer token in a request's `Cookie` header (`TOKEN_COOKIE`), or `null` when there is none
 * or it cannot be a token (too long, spaces or control characters, a broken escape): the server
 * then draws the page as it would without it.
 *
 * @example
 * const token = readTokenCookie(request.headers.get('Cookie'));
 */
export function readTokenCookie(cookieHeader: string | null | undefined): string | null {
  const raw = readCookie(cookieHeader, TOKEN_COOKIE);
  if (!raw || raw.length > TOKEN_MAX_LENGTH * 3) return null;
  try {
    const token = decodeURIComponent(raw);
    return token.length <= TOKEN_MAX_LENGTH && tokenCharacters.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** Writes (or, with `null`, deletes) the token cookie in the browser (nothing on the server). */
export function writeTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = tokenCookie(token, { secure: location.protocol === 'https:' });
}
