import { toAsciiDigits } from './digits.js';

/** Grams in one of each unit a store may write a weight in, in Arabic or English. */
const GRAMS_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['g', 1],
  ['gm', 1],
  ['gms', 1],
  ['gr', 1],
  ['gram', 1],
  ['grams', 1],
  ['جم', 1],
  ['جرام', 1],
  ['غ', 1],
  ['غم', 1],
  ['غرام', 1],
  ['kg', 1000],
  ['kgs', 1000],
  ['kilo', 1000],
  ['kilogram', 1000],
  ['kilograms', 1000],
  ['كجم', 1000],
  ['كغ', 1000],
  ['كغم', 1000],
  ['كيلو', 1000],
  ['كيلوجرام', 1000],
  ['كيلوغرام', 1000],
]);

const WEIGHT = /^(\d+(?:\.\d+)?)\s*([^\d\s.]+)\.?$/u;

/**
 * The weight a variant's size names, in grams ("250 gm", "500 جم", "1 كجم", "1.5kg", with
 * Arabic-Indic digits too), or `null` when the size is not a weight ("XL", "42", "250 ml").
 *
 * @example
 * weightInGrams('٥٠٠ جم'); // 500
 * weightInGrams('M'); // null
 */
export function weightInGrams(size: string): number | null {
  const match = WEIGHT.exec(toAsciiDigits(size).trim());
  if (!match) return null;
  const grams = GRAMS_PER_UNIT.get(match[2]?.toLowerCase() ?? '');
  return grams === undefined ? null : Number(match[1]) * grams;
}
