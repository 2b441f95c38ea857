import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XSS_HOOK, xssChunks, xssPayloads } from './xss-corpus.mjs';

test('holds at least 1,500 payloads, different even without their numbers', () => {
  const payloads = xssPayloads();
  assert.ok(payloads.length >= 1500, `${payloads.length} payloads`);
  const withoutNumbers = new Set(payloads.map((payload) => payload.replace(/\(\d+\)/, '(n)')));
  assert.equal(withoutNumbers.size, payloads.length);
});

test('numbers each payload by its place, so a run names the payload that ran', () => {
  const payloads = xssPayloads();
  payloads.forEach((payload, index) => {
    assert.ok(payload.includes(`${XSS_HOOK}(${index + 1})`), payload);
  });
  assert.deepEqual(xssPayloads(), payloads);
});

test('covers markup, attribute break-outs, URLs and encodings', () => {
  const payloads = xssPayloads();
  for (const pattern of [
    /^<script>/,
    /^">/,
    /^'>/,
    /^<\/script>/,
    /^\u2028/,
    /<sCrIpT>/,
    /<img\/src/,
    /\t\n/,
    /&lt;script&gt;/,
    /%3Cscript%3E/,
    /^javascript:/,
    /href="javascript:/,
  ]) {
    assert.ok(
      payloads.some((payload) => pattern.test(payload)),
      `a payload matches ${pattern}`,
    );
  }
});

test('chunks hold every payload once, in order', () => {
  const chunks = xssChunks(12);
  assert.equal(chunks.length, 12);
  assert.equal(chunks.join(' ‖ '), xssPayloads().join(' ‖ '));
});
