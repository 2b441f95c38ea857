/** Code fetched on demand, once: see `codeOnce`. */
export interface CodeOnce<T> {
  /** The code, once it has come; `undefined` before. */
  current: () => T | undefined;
  /**
   * Fetches the code, or gives the fetch under way, or the code that came: one fetch at a time, and
   * none once the code is there. A failed fetch rejects and is forgotten, so the next call tries
   * again.
   */
  load: () => Promise<T>;
}

/**
 * Code loaded on demand (`import()`), fetched once however often it is asked for, and asked for
 * again after a failure (offline, a release replaced): what `onDemand` and `onIdle` load.
 *
 * @example
 * const panel = codeOnce(() => import('./panel.js').then((module) => module.Panel));
 * void panel.load().catch(() => undefined);
 */
export function codeOnce<T>(importCode: () => Promise<T>): CodeOnce<T> {
  let loaded: T | undefined;
  let fetching: Promise<T> | undefined;
  return {
    current: () => loaded,
    load: () => {
      fetching ??= importCode().then(
        (code) => {
          loaded = code;
          return code;
        },
        (error: unknown) => {
          fetching = undefined;
          throw error;
        },
      );
      return fetching;
    },
  };
}
