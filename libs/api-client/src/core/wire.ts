import type * as v from 'valibot';
import type { AnyCall } from './define-call.js';

type SchemaNode = {
  type: string;
  wrapped?: SchemaNode;
  pipe?: SchemaNode[];
  literal?: unknown;
  options?: unknown[];
  item?: SchemaNode;
  entries?: Record<string, SchemaNode>;
};

/** The schema under optional/nullable wrappers and at the head of a pipe. */
function baseOf(schema: SchemaNode): SchemaNode {
  let node = schema;
  for (;;) {
    if (node.wrapped) node = node.wrapped;
    else if (node.pipe && node.pipe[0] && node.pipe[0] !== node) node = node.pipe[0];
    else return node;
  }
}

function coerce(schema: SchemaNode, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const base = baseOf(schema);
  switch (base.type) {
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      return value === '1' || value === 'true'
        ? true
        : value === '0' || value === 'false'
          ? false
          : value;
    case 'literal':
      if (typeof base.literal === 'boolean') return coerce({ type: 'boolean' }, value);
      if (typeof base.literal === 'number') return coerce({ type: 'number' }, value);
      return value;
    default:
      return value;
  }
}

/**
 * Turns the fields of a request as they arrive on the wire (query strings and form fields are text,
 * lists arrive as `name[]`) into the input a call's schema validates: numbers, booleans and lists
 * where the schema expects them. For servers implementing the contract, such as the demo API.
 */
export function decodeWireFields(
  call: AnyCall,
  fields: Iterable<[string, unknown]>,
): Record<string, unknown> {
  const entries = baseOf(call.input as unknown as SchemaNode).entries ?? {};
  const input: Record<string, unknown> = {};
  for (const [rawName, value] of fields) {
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const schema = entries[name];
    if (Array.isArray(value) && !isList) {
      // A JSON body carries its lists whole.
      const itemSchema = schema
        ? (baseOf(schema).item ?? { type: 'unknown' })
        : { type: 'unknown' };
      input[name] = value.map((item: unknown) => coerce(itemSchema, item));
    } else if (isList || (schema && baseOf(schema).type === 'array')) {
      const itemSchema = schema
        ? (baseOf(schema).item ?? { type: 'unknown' })
        : { type: 'unknown' };
      const list = Array.isArray(input[name]) ? (input[name] as unknown[]) : [];
      list.push(coerce(itemSchema, value));
      input[name] = list;
    } else {
      input[name] = schema ? coerce(schema, value) : value;
    }
  }
  return input;
}

/** The route of a call's path, without its query part: `products/{id}` → `products/:id`. */
export function routeOf(call: AnyCall): string {
  const [pathname = ''] = call.path.split('?');
  return `/${pathname.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Schema type re-exported for servers that validate with it. */
export type InputSchemaOf<TCall extends AnyCall> = TCall['input'] extends v.GenericSchema
  ? TCall['input']
  : never;
