/** The id of the build this bundle belongs to (see build-info.ts). */
declare const __MATJAR_BUILD_ID__: string;
/** When this bundle was built, ISO 8601. */
declare const __MATJAR_BUILD_TIME__: string;

/** The part of jsdom the server uses: a window for DOMPurify (jsdom ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

/** The browser's on-demand chunks by name, recorded by the build (`tools/vite/lazy-chunks.ts`). */
declare module 'virtual:matjar/lazy-chunks' {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
}

/**
 * For each chunk of the browser's build that brings messages, its part's URL in each language,
 * recorded by the build (`tools/vite/precompiled-messages.ts`).
 */
declare module 'virtual:matjar/message-parts' {
  const parts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default parts;
}

/** Each route's whole path and the facts its handle names (`tools/vite/route-facts.ts`). */
declare module 'virtual:matjar/route-facts' {
  import type { PageFacts } from './lib/route-handle.js';

  const table: readonly { readonly path: string; readonly facts?: PageFacts }[];
  export default table;
}
