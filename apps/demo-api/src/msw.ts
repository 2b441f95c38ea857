import { http } from 'msw';
import type { DemoApi } from './app.js';

/**
 * MSW handlers that answer every request under `baseUrl` with the demo API, for unit tests and
 * Storybook: `setupServer(...demoApiHandlers('http://api.test/', createDemoApi()))`.
 */
export function demoApiHandlers(baseUrl: string, demo: DemoApi) {
  const root = new URL(baseUrl);
  return [
    http.all(`${root.origin}${root.pathname.replace(/\/$/, '')}/*`, async ({ request }) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(root.pathname.replace(/\/$/, '').length) || '/';
      return demo.fetch(new Request(url, request));
    }),
  ];
}
