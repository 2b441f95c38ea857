import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonCookie, readJsonCookie, readTokenCookie, tokenCookie } from './cookies.js';

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

describe('the token cookie', () => {
  it('is strict same-site and sent to the cart only, for 30 days; secure on https', () => {
    expect(tokenCookie('0a1b2c').split('; ')).toEqual([
      'matjar_token=0a1b2c',
      'Path=/cart',
      'Max-Age=2592000',
      'SameSite=Strict',
    ]);
    expect(tokenCookie('0a1b2c', { secure: true })).toMatch(/; Secure$/);
  });

  it('is deleted without a token', () => {
    expect(tokenCookie(null)).toBe('matjar_token=; Path=/cart; Max-Age=0; SameSite=Strict');
  });

  it('reads back what was written, among the other cookies of a request', () => {
    const [pair] = tokenCookie('tok.en-1/2+3=').split(';');
    expect(readTokenCookie(`lang=ar; ${pair}; matjar_auth=%7B%7D`)).toBe('tok.en-1/2+3=');
  });

  it('is no token when missing, empty, or not what a bearer token can be', () => {
    expect(readTokenCookie(undefined)).toBeNull();
    expect(readTokenCookie('lang=ar')).toBeNull();
    expect(readTokenCookie('matjar_token=')).toBeNull();
    // A line break would end the Authorization header the server sends it in.
    expect(readTokenCookie('matjar_token=abc%0D%0AX-Injected%3A%201')).toBeNull();
    expect(readTokenCookie('matjar_token=two%20words')).toBeNull();
    expect(readTokenCookie('matjar_token=%E0%A4%A')).toBeNull();
    expect(readTokenCookie(`matjar_token=${'a'.repeat(1_025)}`)).toBeNull();
    expect(readTokenCookie(`matjar_token=${'a'.repeat(1_024)}`)).toHaveLength(1_024);
  });
});
