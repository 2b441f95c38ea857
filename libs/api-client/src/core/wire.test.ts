import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineCall } from './define-call.js';
import { decodeWireFields, routeOf } from './wire.js';

const call = defineCall({
  id: 'test.wire',
  method: 'POST',
  path: 'orders/{id}/rate?_method=patch',
  body: 'form',
  access: 'customer',
  summary: 'test',
  input: v.object({
    id: v.number(),
    stars: v.optional(v.number()),
    accept: v.literal(true),
    notify: v.optional(v.boolean()),
    tags: v.optional(v.array(v.string())),
    amounts: v.optional(v.array(v.number())),
    note: v.optional(v.string()),
  }),
  output: v.null(),
});

describe('decodeWireFields', () => {
  it('turns form text into the numbers and booleans the schema expects', () => {
    expect(
      decodeWireFields(call, [
        ['id', '12'],
        ['stars', '5'],
        ['accept', '1'],
        ['notify', '0'],
        ['note', '007'],
      ]),
    ).toEqual({ id: 12, stars: 5, accept: true, notify: false, note: '007' });
  });

  it('gathers repeated `name[]` fields into a list', () => {
    expect(
      decodeWireFields(call, [
        ['amounts[]', '1'],
        ['amounts[]', '2.5'],
        ['tags[]', 'a'],
      ]),
    ).toEqual({
      amounts: [1, 2.5],
      tags: ['a'],
    });
  });

  it('keeps a list that arrives whole in a JSON body', () => {
    expect(
      decodeWireFields(call, [
        ['amounts', [3, '4']],
        ['tags', ['x', 'y']],
      ]),
    ).toEqual({
      amounts: [3, 4],
      tags: ['x', 'y'],
    });
  });

  it('leaves text that is not a number as it is, for the schema to refuse', () => {
    expect(decodeWireFields(call, [['stars', 'five']])).toEqual({ stars: 'five' });
  });
});

describe('routeOf', () => {
  it('turns path parameters into route parameters and drops the query', () => {
    expect(routeOf(call)).toBe('/orders/:id/rate');
  });
});

describe('decodeWireFields of a checked input', () => {
  const checked = defineCall({
    id: 'test.checked',
    method: 'GET',
    path: 'products',
    body: 'query',
    access: 'public',
    summary: 'test',
    input: v.pipe(
      v.object({ page: v.optional(v.number()), min_price: v.optional(v.number()) }),
      v.check(() => true),
    ),
    output: v.null(),
  });

  it('coerces the fields of an object inside a pipe', () => {
    expect(
      decodeWireFields(checked, [
        ['page', '2'],
        ['min_price', '10'],
      ]),
    ).toEqual({
      page: 2,
      min_price: 10,
    });
  });
});
