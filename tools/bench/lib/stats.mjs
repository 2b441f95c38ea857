// Small statistics over the rounds of a bench run.

/**
 * @typedef {{ median: number, min: number, max: number, n: number }} Spread
 */

/**
 * The median, minimum and maximum of the finite numbers among `values` (NaN when there is none).
 * @param {(number | null | undefined)[]} values
 * @returns {Spread}
 */
export function spread(values) {
  const sorted = /** @type {number[]} */ (values.filter((value) => Number.isFinite(value))).sort(
    (a, b) => a - b,
  );
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, n: sorted.length };
}

/**
 * Rounds to `digits` decimals, keeping NaN out of JSON (as null).
 * @param {number} value
 * @param {number} [digits]
 * @returns {number | null}
 */
export function round(value, digits = 0) {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
