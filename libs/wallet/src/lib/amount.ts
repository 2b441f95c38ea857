import { toAsciiDigits } from '@matjar/i18n';

/**
 * An amount of SAR as typed, or undefined when it is not one: Arabic-Indic digits, the Arabic
 * decimal separator `٫` and a decimal comma are read; thousands separators (`,` `٬` and spaces) are
 * ignored when a point is also present. At most 2 decimals.
 *
 * @example
 * parseSarAmount('١٥٠٫٥٠') // 150.5
 */
export function parseSarAmount(input: string): number | undefined {
  let text = toAsciiDigits(input)
    .replace(/[\s\u066c]/g, '')
    .replace(/\u066b/g, '.');
  if (text.includes('.')) text = text.replace(/,/g, '');
  else text = text.replace(/,/g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : undefined;
}

/** Why an amount cannot be used, against the bounds the store gives. */
export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/**
 * The first problem of an amount as typed, or undefined when it can be sent: blank, not an amount
 * of SAR with at most 2 decimals (or not positive), below `min`, above `max`, above `balance`.
 */
export function amountProblem(
  input: string,
  bounds: { min?: number; max?: number; balance?: number } = {},
): AmountProblem | undefined {
  if (!input.trim()) return 'required';
  const amount = parseSarAmount(input);
  if (amount === undefined || amount <= 0) return 'invalid';
  if (bounds.min !== undefined && amount < bounds.min) return 'belowMin';
  if (bounds.max !== undefined && amount > bounds.max) return 'aboveMax';
  if (bounds.balance !== undefined && amount > bounds.balance) return 'aboveBalance';
  return undefined;
}
