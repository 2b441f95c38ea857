import { http } from 'msw';
import type { DemoApi } from './app.js';

/**
 * MSW handlers that answer every request under `baseUrl` with the demo API, for unit tests and
 * Storybook: `setupServer(...demoApiHandlers('http://api.test/', createDemoApi()))`.
 */
export function demoApiHandlers(baseUrl: string, demo: DemoApi) {
  const root = new URL(baseUrl);
  const prefix = root.pathname.replace(/\/$/, '');
  return [
    http.all(`${root.origin}${prefix}/*`, async ({ request }) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      const forwarded = new Request(url, request);
      // Links the demo hands out (images, the payment page) keep the prefix, so they come back here.
      forwarded.headers.set('x-forwarded-prefix', prefix);
      return demo.fetch(forwarded);
    }),
  ];
}
