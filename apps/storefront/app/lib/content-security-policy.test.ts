import { describe, expect, it } from 'vitest';
import {
  PUSH_SERVICE_ORIGINS,
  contentSecurityPolicy,
  originOf,
  trustedTypesReportOnly,
} from './content-security-policy.js';

const base = {
  nonce: 'bm9uY2U=',
  apiOrigin: 'https://api.matjar.sa',
  paymentOrigin: 'https://pay.example',
  hasMap: false,
  hasPushService: false,
  isSecure: true,
};

/** The policy as directive → values. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  it('runs scripts only with the nonce, and forbids plugins, <base> and framing', () => {
    const policy = directives(contentSecurityPolicy(base));
    // No fallback for browsers without nonces: nothing but the nonce lets a script run.
    expect(policy.get('script-src')).toEqual(["'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('names the payment provider only as a form target and a frame', () => {
    const policy = directives(contentSecurityPolicy(base));
    const withPayment = [...policy].filter(([, values]) => values.includes('https://pay.example'));
    expect(withPayment.map(([name]) => name).sort()).toEqual(['form-action', 'frame-src']);
  });

  it('adds Maps’ sources only on pages that show a map', () => {
    const plain = contentSecurityPolicy(base);
    const withMap = directives(contentSecurityPolicy({ ...base, hasMap: true }));
    expect(plain).not.toContain('googleapis');
    expect(plain).not.toContain("'unsafe-eval'");
    expect(withMap.get('script-src')).toContain("'unsafe-eval'");
    expect(withMap.get('connect-src')).toContain('https://*.googleapis.com');
    expect(withMap.get('img-src')).toContain('https://*.gstatic.com');
    expect(withMap.get('worker-src')).toContain('blob:');
  });

  it('lets the page call the push service only when one is configured', () => {
    const without = directives(contentSecurityPolicy(base));
    const withPush = directives(contentSecurityPolicy({ ...base, hasPushService: true }));
    expect(without.get('connect-src')).toEqual(["'self'", 'https://api.matjar.sa']);
    expect(withPush.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.matjar.sa', ...PUSH_SERVICE_ORIGINS]),
    );
  });

  it('does not upgrade requests on plain http (the demo on localhost)', () => {
    expect(contentSecurityPolicy({ ...base, isSecure: false })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('sends what it refuses to the storefront, which logs it', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('report-uri')).toEqual(['/csp-reports']);
  });

  it('reports strings reaching sinks outside the named policies, Maps’ only where a map is', () => {
    expect(trustedTypesReportOnly(false)).toBe(
      "require-trusted-types-for 'script'; trusted-types default matjar-html matjar-locale-data; report-uri /csp-reports",
    );
    expect(trustedTypesReportOnly(true)).toContain('@googlemaps/js-api-loader goog#html');
  });
});

describe('originOf', () => {
  it('is the origin of an absolute URL', () => {
    expect(originOf('http://localhost:3333/api/')).toBe('http://localhost:3333');
  });
});
