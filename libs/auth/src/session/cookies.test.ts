import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonCookie, readJsonCookie } from './cookies.js';

describe('jsonCookie', () => {
  it('is strict same-site, for the whole site, for 30 days', () => {
    const cookie = jsonCookie('matjar_auth', { isLoggedIn: true });
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(['Path=/', 'Max-Age=2592000', 'SameSite=Strict']);
  });

  it('is secure on https', () => {
    expect(jsonCookie('matjar_auth', {}, { secure: true })).toMatch(/; Secure$/);
  });

  it('deletes with a zero max-age', () => {
    expect(jsonCookie('matjar_auth', null, { maxAge: 0 })).toContain('Max-Age=0');
  });
});

describe('readJsonCookie', () => {
  const schema = v.object({ isLoggedIn: v.boolean() });
  const fallback = { isLoggedIn: false };

  it('reads back what jsonCookie wrote', () => {
    const [pair] = jsonCookie('matjar_auth', { isLoggedIn: true }).split(';');
    expect(readJsonCookie(`lang=ar; ${pair}`, 'matjar_auth', schema, fallback)).toEqual({
      isLoggedIn: true,
    });
  });

  it('gives the fallback for a corrupt or tampered cookie', () => {
    expect(readJsonCookie('matjar_auth=%7Bnot-json', 'matjar_auth', schema, fallback)).toBe(
      fallback,
    );
    expect(
      readJsonCookie(
        'matjar_auth=%7B%22isLoggedIn%22%3A%22yes%22%7D',
        'matjar_auth',
        schema,
        fallback,
      ),
    ).toBe(fallback);
    expect(readJsonCookie(undefined, 'matjar_auth', schema, fallback)).toBe(fallback);
  });
});
