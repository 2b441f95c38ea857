import { describe, expect, it } from 'vitest';
import { isSignedInFromCookieHeader } from './auth-cookie.js';

const cookieOf = (state: unknown) => `matjar_auth=${encodeURIComponent(JSON.stringify(state))}`;

describe('isSignedInFromCookieHeader', () => {
  it('is false without the auth cookie', () => {
    expect(isSignedInFromCookieHeader(undefined)).toBe(false);
    expect(isSignedInFromCookieHeader('lang=ar')).toBe(false);
  });

  it('is true when the auth state says the customer is logged in', () => {
    expect(isSignedInFromCookieHeader(`lang=en; ${cookieOf({ isLoggedIn: true })}`)).toBe(true);
  });

  it('is false when the auth state says logged out or is only truthy', () => {
    expect(isSignedInFromCookieHeader(cookieOf({ isLoggedIn: false }))).toBe(false);
    expect(isSignedInFromCookieHeader(cookieOf({ isLoggedIn: 'yes' }))).toBe(false);
  });

  it('treats a corrupt cookie as a visitor', () => {
    expect(isSignedInFromCookieHeader('matjar_auth=%7Bnot-json')).toBe(false);
  });
});
