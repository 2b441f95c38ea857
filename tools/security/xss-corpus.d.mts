/** The function every payload calls when it runs; a suite defines it to count executions. */
export declare const XSS_HOOK: '__xssFired';
/** Every payload of the corpus, in a stable order; the n-th (from 1) calls `__xssFired(n)`. */
export declare function xssPayloads(): string[];
/** The corpus cut into `count` chunks of consecutive payloads, each joined into one text. */
export declare function xssChunks(count: number): string[];
