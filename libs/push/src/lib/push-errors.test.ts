import { describe, expect, it, vi } from 'vitest';
import {
  INSTALLATION_ERROR_CODES,
  MESSAGING_ERROR_CODES,
  PushError,
  logPushError,
  toPushError,
} from './push-errors.js';

describe('toPushError', () => {
  it.each(MESSAGING_ERROR_CODES)('types the push service’s messaging/%s', (code) => {
    const sdkError = { code: `messaging/${code}` };
    const error = toPushError(sdkError);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({
      name: 'PushError',
      code,
      service: 'messaging',
      serviceCode: `messaging/${code}`,
    });
    expect(error.message).toContain(`messaging/${code}`);
    expect(error.cause).toBe(sdkError);
  });

  it.each(INSTALLATION_ERROR_CODES)('types the installation service’s installations/%s', (code) => {
    const sdkError = { code: `installations/${code}` };
    const error = toPushError(sdkError);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({
      code,
      service: 'installations',
      serviceCode: `installations/${code}`,
    });
    expect(error.message).toContain(`installations/${code}`);
    expect(error.cause).toBe(sdkError);
  });

  it('keeps the service’s code of a failure the catalogue does not name', () => {
    const error = toPushError({ code: 'messaging/fid-registration-failed' });
    expect(error).toMatchObject({
      code: 'unknown',
      service: 'messaging',
      serviceCode: 'messaging/fid-registration-failed',
    });
    expect(error.message).toContain('messaging/fid-registration-failed');
  });

  it('keeps the installation service as the failing service of an unnamed installation code', () => {
    expect(toPushError({ code: 'installations/something-new' })).toMatchObject({
      code: 'unknown',
      service: 'installations',
      serviceCode: 'installations/something-new',
    });
  });

  it.each([
    ['a plain error', new Error('boom')],
    ['a string', 'boom'],
    ['null', null],
    ['another service’s error', { code: 'auth/network-request-failed' }],
  ])('makes %s an unknown messaging failure', (_label, thrown) => {
    const error = toPushError(thrown);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({
      code: 'unknown',
      service: 'messaging',
      serviceCode: 'messaging/unknown',
    });
    expect(error.cause).toBe(thrown);
  });

  it('passes a push error through unchanged', () => {
    const error = new PushError('installations', 'app-offline');
    expect(toPushError(error)).toBe(error);
  });
});

describe('logPushError', () => {
  it('logs a console warning, never a console error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logPushError(new PushError('messaging', 'permission-blocked'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('messaging/permission-blocked'));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
