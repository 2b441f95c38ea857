import type { TransferProgress } from './transport.js';

/** The part of `XMLHttpRequest` an upload uses (typed here: the client also runs without DOM types). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  withCredentials: boolean;
  upload: { onprogress: ((event: ProgressLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  getAllResponseHeaders(): string;
  abort(): void;
  send(body: ArrayBuffer | null): void;
}

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** The browser's `XMLHttpRequest`, if this runtime has one. */
export function xhrConstructor(): (new () => Xhr) | undefined {
  return (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` that reports the upload's progress through `XMLHttpRequest`. Streamed request bodies
 * (how `fetch` reports upload progress) need HTTP/2 in Chromium and fail on HTTP/1.1 servers;
 * `xhr.upload` works everywhere. Outside a browser it is plain `fetch`, without progress.
 */
export function uploadProgressFetch(
  onProgress: (progress: TransferProgress) => void,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const XhrClass = xhrConstructor();
    if (!XhrClass) return fetch(request);
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XhrClass();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = request.credentials === 'include';
      xhr.upload.onprogress = (event: ProgressLike) =>
        onProgress({
          percent: event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0,
          transferredBytes: event.loaded,
          totalBytes: event.lengthComputable ? event.total : 0,
        });
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        const hasBody = ![101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(hasBody ? (xhr.response as ArrayBuffer) : null, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () =>
        reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      if (request.signal.aborted) {
        reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body.byteLength ? body : null);
    });
  };
}
