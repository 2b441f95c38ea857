import * as v from 'valibot';
import { defineCall } from '../core/define-call.js';
import { pointsRateSchema, pointsSchema } from '../schemas/account.js';
import { numberSchema } from '../schemas/common.js';

/** What a points conversion did. */
export const pointsConversionSchema = v.object({
  converted_points: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  /** The SAR credited to the wallet: exactly the converted points' worth. */
  value: numberSchema,
  /** Points left. */
  points: v.pipe(numberSchema, v.integer(), v.minValue(0)),
  wallet_balance: numberSchema,
});

export type PointsConversion = v.InferOutput<typeof pointsConversionSchema>;

/** Loyalty points: balance, conversion rate, conversion to wallet credit. */
export const pointsCalls = {
  /**
   * The loyalty points, what they are worth in SAR and the fewest one conversion takes.
   *
   * `GET points` (`points.balance`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: —.
   *
   * Data on success: { points, value, min_points }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  balance: defineCall({
    id: 'points.balance',
    method: 'GET',
    path: 'points',
    body: 'none',
    access: 'customer',
    summary: 'The loyalty points, what they are worth in SAR and the fewest one conversion takes.',
    input: v.object({}),
    output: pointsSchema,
  }),

  /**
   * The conversion rate of points to wallet credit, e.g. 100 points = 10 SAR.
   *
   * `GET points/rate` (`points.rate`), for visitors and customers (a visitor is told apart by
   * `mac_address`).
   *
   * Input: —.
   *
   * Data on success: { points, value, currency }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  rate: defineCall({
    id: 'points.rate',
    method: 'GET',
    path: 'points/rate',
    body: 'none',
    access: 'any',
    summary: 'The conversion rate of points to wallet credit, e.g. 100 points = 10 SAR.',
    input: v.object({}),
    output: pointsRateSchema,
  }),

  /**
   * Convert a number of points, or all of them, into wallet credit.
   *
   * `POST points/convert` (`points.convert`), for signed-in customers (without a token it fails at
   * once, unsent).
   *
   * Input: points?, all?.
   *
   * Data on success: { converted_points, value, points, wallet_balance }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  convert: defineCall({
    id: 'points.convert',
    method: 'POST',
    path: 'points/convert',
    body: 'form',
    access: 'customer',
    summary: 'Convert a number of points, or all of them, into wallet credit.',
    input: v.pipe(
      v.object({
        points: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
        all: v.optional(v.boolean(), false),
      }),
      v.check(
        (input) => input.all || input.points !== undefined,
        'Choose how many points to convert, or all',
      ),
    ),
    output: pointsConversionSchema,
  }),
};
