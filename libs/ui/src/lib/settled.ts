/**
 * A promise-like that is already fulfilled and hands its value over in the same call. `React.lazy`
 * given one renders the component at once instead of suspending for a tick, as it does for a
 * promise even when the module is already loaded.
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = {
    then<R>(onFulfilled?: ((result: T) => R) | null) {
      return onFulfilled ? settled(onFulfilled(value)) : thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
