import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secretsIn } from './scan-bundle.mjs';

test('finds the secrets a bundle must never carry', () => {
  const bundle = [
    'const k="AIzaSyA1234567890abcdefghijklmnopqrstuv";',
    '-----BEGIN PRIVATE KEY-----',
    'AKIAIOSFODNN7EXAMPLE',
    'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    '{"type": "service_account"}',
  ].join('\n');
  assert.deepEqual(
    secretsIn(bundle).map(([kind]) => kind),
    [
      'private key',
      'Google API key',
      'AWS access key',
      'Stripe-style secret key',
      'JSON Web Token',
      'Firebase service account',
    ],
  );
});

test('leaves ordinary code alone', () => {
  const code =
    'const policy = "require-trusted-types-for";fetch("/api/products?page=2");const id="firebase-messaging-sw.js";';
  assert.deepEqual(secretsIn(code), []);
});
