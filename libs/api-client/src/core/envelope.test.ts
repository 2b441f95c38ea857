import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signedInUserSchema } from '../schemas/user.js';
import { isApiError } from './api-error.js';
import { envelopeKeys, parseJsonBody, readEnvelope } from './envelope.js';

const RUNS = { numRuns: 1_000 };
const read = (body: unknown, status = 200) =>
  readEnvelope(body, {
    call: 'test.call',
    status,
    schema: signedInUserSchema,
    flow: { keys: ['needActive'], schema: v.unknown() },
  });

const userArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.option(fc.string(), { nil: null }),
  phone: fc.stringMatching(/^5\d{8}$/),
  country_code: fc.constant('966'),
  email: fc.option(fc.emailAddress(), { nil: null }),
  image: fc.option(fc.webUrl(), { nil: null }),
  is_notify: fc.boolean(),
  city_id: fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: null }),
  count_notifications: fc.nat(500),
  token: fc.string({ minLength: 1 }),
});

describe('readEnvelope', () => {
  it('throws nothing but ApiError for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 100, max: 599 }), (body, status) => {
        try {
          read(body, status);
        } catch (error) {
          expect(isApiError(error)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('throws nothing but ApiError for any text the server may send', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          read(parseJsonBody(text));
        } catch (error) {
          expect(isApiError(error)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('answers an unknown key with invalid-response', () => {
    fc.assert(
      fc.property(
        fc.string().filter((key) => !(envelopeKeys as readonly string[]).includes(key)),
        fc.jsonValue(),
        (key, data) => {
          expect(() => read({ key, msg: '', data })).toThrow(
            expect.objectContaining({ name: 'ApiError', kind: 'invalid-response' }),
          );
        },
      ),
      RUNS,
    );
  });

  it('returns a schema-valid body as it came', () => {
    fc.assert(
      fc.property(userArbitrary, fc.string(), (user, msg) => {
        expect(read({ key: 'success', msg, data: user })).toEqual({
          key: 'success',
          msg,
          data: user,
        });
      }),
      RUNS,
    );
  });

  it('never returns success with data of the wrong type, however a body is mutated', () => {
    fc.assert(
      fc.property(
        userArbitrary,
        fc.constantFrom(
          'id',
          'name',
          'phone',
          'email',
          'image',
          'is_notify',
          'count_notifications',
          'token',
        ),
        fc.jsonValue(),
        (user, field, value) => {
          try {
            const result = read({ key: 'success', msg: '', data: { ...user, [field]: value } });
            expect(v.is(signedInUserSchema, result.data)).toBe(true);
          } catch (error) {
            expect(isApiError(error)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it.each([
    ['success', 'result'],
    ['needActive', 'result'],
    ['needCompleteInfo', 'invalid-response'],
    ['fail', 'fail'],
    ['exception', 'exception'],
    ['unauthenticated', 'unauthenticated'],
    ['blocked', 'blocked'],
    ['teapot', 'invalid-response'],
  ])('maps the key %s to %s on a call that allows needActive', (key, expected) => {
    const user = { id: 1, name: 'Sara', phone: '501234567', token: 't' };
    const outcome = (() => {
      try {
        return read({ key, msg: 'server says', data: user }).key === key ? 'result' : 'other';
      } catch (error) {
        return isApiError(error) ? error.kind : 'crash';
      }
    })();
    expect(outcome).toBe(expected);
  });

  it('keeps the server msg of an error answer for the user', () => {
    expect(() => read({ key: 'fail', msg: 'رقم الجوال غير مسجل', data: null }, 422)).toThrow(
      expect.objectContaining({
        kind: 'fail',
        key: 'fail',
        msg: 'رقم الجوال غير مسجل',
        status: 422,
      }),
    );
  });

  it('calls an HTML error page an http error and an empty 200 an invalid response', () => {
    expect(() => read(parseJsonBody('<html><body>Bad gateway</body></html>'), 502)).toThrow(
      expect.objectContaining({ kind: 'http', status: 502 }),
    );
    expect(() => read(parseJsonBody(''), 200)).toThrow(
      expect.objectContaining({ kind: 'invalid-response' }),
    );
    expect(() => read(parseJsonBody('{"key":"success","data":{"id":'), 200)).toThrow(
      expect.objectContaining({ kind: 'invalid-response' }),
    );
  });
});
