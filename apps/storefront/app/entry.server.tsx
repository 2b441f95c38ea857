import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import { HtmlSanitizerProvider, createHtmlSanitizer } from '@matjar/account';
import { htmlCacheControl } from './lib/cache-control.js';
import { publicOrigin } from './lib/seo.js';

/** One DOM for sanitizing the store's HTML pages on the server, as DOMPurify does in the browser. */
const sanitizerWindow = new JSDOM('').window;

export const streamTimeout = 5_000;

/** Streams the HTML of a page; bots get the whole page at once. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const url = new URL(request.url);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Cache-Control', htmlCacheControl(url.pathname));
  responseHeaders.set('Vary', 'Cookie');
  responseHeaders.set('X-Content-Type-Options', 'nosniff');
  responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const sanitize = createHtmlSanitizer(sanitizerWindow, { origin: publicOrigin(request) });
    const { pipe, abort } = renderToPipeableStream(
      <HtmlSanitizerProvider sanitize={sanitize}>
        <ServerRouter context={routerContext} url={request.url} />
      </HtmlSanitizerProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
