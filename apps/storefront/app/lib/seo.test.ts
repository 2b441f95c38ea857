import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageUrls, publicOrigin } from './seo.js';

const fromHost = (host: string, path = '/products/3?lang=en') =>
  new Request(`http://${host}${path}`, { headers: { Host: host } });

describe('publicOrigin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('never writes the Host a client sent into the page’s own links', () => {
    vi.stubEnv('MATJAR_PUBLIC_URL', '');
    vi.stubEnv('MATJAR_TRUSTED_PROXIES', '');
    vi.stubEnv('PORT', '4310');
    const urls = pageUrls(fromHost('evil.example'), 'en');
    expect(urls.canonical).toBe('http://localhost:4310/products/3?lang=en');
    expect(Object.values(urls).join(' ')).not.toContain('evil.example');
  });

  it('uses the configured public address', () => {
    vi.stubEnv('MATJAR_PUBLIC_URL', 'https://matjar.example/');
    expect(publicOrigin(fromHost('evil.example'))).toBe('https://matjar.example');
    expect(pageUrls(fromHost('internal:4200'), 'ar').ar).toBe(
      'https://matjar.example/products/3?lang=ar',
    );
  });

  it('uses the address a trusted proxy forwarded, when proxies are trusted', () => {
    vi.stubEnv('MATJAR_PUBLIC_URL', '');
    vi.stubEnv('MATJAR_TRUSTED_PROXIES', 'loopback');
    // The server builds the request's address from the proxy's headers only when it trusts it.
    expect(publicOrigin(new Request('https://shop.example/'))).toBe('https://shop.example');
  });
});
