/** Runs a task now if the app has mounted, or as soon as it does. */
export interface WhenMounted {
  /** Runs `task` now once `mounted()` has been called; before that, at that call (the last one asked). */
  run(task: () => void): void;
  /** Says the app has mounted: runs the task asked for before, if any. */
  mounted(): void;
}

/**
 * Holds back a task until the app has mounted. React Router ignores a navigation asked for while
 * the app is still hydrating (before its effects have run), and the store may answer that soon: the
 * head's early call is answered while the page is read.
 */
export function whenMounted(): WhenMounted {
  let isMounted = false;
  let pending: (() => void) | null = null;
  return {
    run(task) {
      if (isMounted) task();
      else pending = task;
    },
    mounted() {
      isMounted = true;
      const task = pending;
      pending = null;
      task?.();
    },
  };
}
