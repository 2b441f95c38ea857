import { type ComponentType, Suspense, lazy } from 'react';
import { LoadBoundary } from './load-boundary.js';
import { codeOnce } from './code-once.js';

/**
 * A promise-like that is already fulfilled and hands its value over in the same call. `React.lazy`
 * given one renders the component at once, instead of suspending for a tick as it does for a
 * promise even when the module is already loaded.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then<R>(onFulfilled?: ((result: T) => R) | null) {
      return onFulfilled ? settled(onFulfilled(value)) : thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/** A component whose code is loaded on demand, and the way to load it ahead. */
export interface OnDemand<P extends object> {
  /**
   * Renders the component once its code has loaded: nothing before, nothing if it fails. After a
   * failure, the next time it is drawn with new props (a dialog opened again) it tries again.
   */
  Component: ComponentType<P>;
  /**
   * Loads the code ahead of the first render, e.g. once the page is idle or as the pointer comes
   * over the control that shows it; the code is fetched once, however often this is called. Never
   * rejects: when the code cannot be fetched now, the next call or the first render tries again.
   */
  preload: () => Promise<void>;
}

/**
 * A component whose code is fetched the first time it renders, or ahead with `preload`. Once the
 * code is there it renders in the same pass (a dialog opened after the page preloaded it shows at
 * once), and when the code cannot be fetched — offline, or replaced by a new release while the
 * page was open (the app then offers the new release) — it renders nothing instead of taking the
 * page down.
 *
 * @example
 * const panel = onDemand(() => import('./dialog-panel.js').then((module) => module.DialogPanel));
 * <panel.Component {...props} />
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  // One fetch at a time, and none once the code is there: `preload` may be called on every hover.
  const code = codeOnce(load);
  // `React.lazy` keeps a failed load for good: after a failure the next render gets a fresh one.
  const lazyComponent = () =>
    lazy(() => {
      const current = code.current();
      return current
        ? settled({ default: current })
        : code.load().then(
            (component) => ({ default: component }),
            (error: unknown) => {
              Lazy = lazyComponent();
              throw error;
            },
          );
    });
  let Lazy = lazyComponent();
  function Component(props: P) {
    const Current = Lazy;
    return (
      <LoadBoundary retriesOnUpdate>
        <Suspense fallback={null}>
          <Current {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return {
    Component,
    preload: () =>
      code.load().then(
        () => undefined,
        () => undefined,
      ),
  };
}
