import type { userEvent as UserEventModule } from '@testing-library/user-event';

type UserEventApi = typeof UserEventModule;

/** The interactions (typing, clicks, uploads) started and not finished yet, in every test. */
const pending = new Set<Promise<unknown>>();

function tracked<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  const settle = () => pending.delete(promise);
  promise.then(settle, settle);
  return promise;
}

/** Wraps every method of a user-event API so that the promises it returns are tracked. */
function trackMethods<T extends object>(api: T): T {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
        if (property === 'setup') return trackMethods(result as object);
        return result instanceof Promise ? tracked(result) : result;
      };
    },
  });
}

/**
 * user-event as tests import it, with every interaction it starts tracked, so that a test's
 * teardown can wait for the typing of a test that timed out: otherwise that typing goes on into the
 * next test's fields ("tLiamtee" for "Late").
 */
export function trackUserEvents(api: UserEventApi): UserEventApi {
  return trackMethods(api);
}

/**
 * Waits until every interaction started so far has finished, for at most `limitMs`; then the
 * elements they act on can be removed without their events reaching the next test.
 */
export async function settleUserEvents(limitMs = 30_000): Promise<void> {
  if (pending.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.allSettled([...pending]), limit]);
  clearTimeout(timer);
}
