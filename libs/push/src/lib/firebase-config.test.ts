import { describe, expect, it, vi } from 'vitest';
import { readFirebaseConfig } from './firebase-config.js';

const config = {
  apiKey: 'AIza-key',
  projectId: 'matjar-shop',
  appId: '1:1234:web:abcd',
  messagingSenderId: '1234',
  vapidKey: 'BPublicVapidKey',
};

const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('readFirebaseConfig', () => {
  it('reads the push configuration, its values trimmed', () => {
    const warn = silenceWarnings();
    const json = JSON.stringify({
      ...config,
      apiKey: '  AIza-key ',
      vapidKey: '\tBPublicVapidKey\n',
      authDomain: 'matjar-shop.firebaseapp.com',
    });
    expect(readFirebaseConfig(json)).toEqual({
      ...config,
      authDomain: 'matjar-shop.firebaseapp.com',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('gives null without a warning when the configuration is %s', (_label, json) => {
    const warn = silenceWarnings();
    expect(readFirebaseConfig(json)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives null, with one warning, for text that is not JSON', () => {
    const warn = silenceWarnings();
    expect(readFirebaseConfig('{ apiKey: nope')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives null, with a warning naming it, when the VAPID key is missing', () => {
    const warn = silenceWarnings();
    const { vapidKey: _vapidKey, ...withoutKey } = config;
    expect(readFirebaseConfig(JSON.stringify(withoutKey))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vapidKey'));
  });

  it('refuses a value that is only blanks', () => {
    const warn = silenceWarnings();
    expect(readFirebaseConfig(JSON.stringify({ ...config, projectId: '  ' }))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('projectId'));
  });
});
