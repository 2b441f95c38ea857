import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.js';
import { testCatalogue } from './testing.js';

const arabic = createIntl({ locale: 'ar', messages: testCatalogue('ar') });
const english = createIntl({ locale: 'en', messages: testCatalogue('en') });

/** A failed call as the store's client reports it (its `ApiError`). */
const storeFailure = (details: { kind: string; status?: number; msg?: string }) =>
  Object.assign(new Error(`orders.place failed: ${details.kind}`), {
    name: 'ApiError',
    ...details,
  });

describe('what a customer is told when a call fails', () => {
  it("is the store's own message as it came, in the request's language", () => {
    const error = storeFailure({ kind: 'fail', status: 200, msg: 'الكمية المطلوبة غير متوفرة' });
    expect(failureMessage(english, error)).toBe('الكمية المطلوبة غير متوفرة');
  });

  it('says the store could not be reached, in each language', () => {
    const error = storeFailure({ kind: 'network' });
    expect(failureMessage(arabic, error)).toBe('حدث خطأ أثناء الاتصال بالخادم.');
    expect(failureMessage(english, error)).toBe('An error occurred connecting to the server.');
  });

  it('says the store took too long, and that a refused upload was too large', () => {
    expect(failureMessage(english, storeFailure({ kind: 'timeout' }))).toMatch(/too long/);
    expect(failureMessage(english, storeFailure({ kind: 'http', status: 413 }))).toMatch(
      /too large/,
    );
    expect(failureMessage(english, storeFailure({ kind: 'http', status: 502 }))).toMatch(
      /could not read/,
    );
  });

  it('says nothing for a call the page cancelled itself', () => {
    expect(failureMessage(english, storeFailure({ kind: 'aborted' }))).toBeUndefined();
  });

  it('never shows the text of an error that is not a store call', () => {
    const message = failureMessage(english, new TypeError('x is undefined'));
    expect(message).not.toMatch(/undefined/);
    expect(message).toBe(english.formatMessage({ id: 'errors.generic.unexpected' }));
  });
});
