// How the README's table and the calls' TSDoc describe a call, from its definition.
import type { AnyCall } from '../src/core/define-call.js';

/** A valibot schema as it describes itself (its `type` and what it wraps). */
export type Node = {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  pipe?: Node[];
  item?: Node;
  options?: Node[];
};

const unwrap = (node: Node): { node: Node; optional: boolean } => {
  let current = node;
  let optional = false;
  for (;;) {
    if (current.type === 'optional' || current.type === 'nullish') optional = true;
    if (current.wrapped) current = current.wrapped;
    else if (current.pipe?.[0] && current.pipe[0] !== current) current = current.pipe[0];
    else return { node: current, optional };
  }
};

/** A short reading of a schema: an object's first fields, a page of items, a list. */
export const describeSchema = (schema: Node, depth = 0): string => {
  const { node } = unwrap(schema);
  if (node.type === 'object' && node.entries) {
    const entries = node.entries;
    if (entries['data'] && entries['pagination']) {
      const item = unwrap(entries['data']).node.item;
      return `page of ${item ? describeSchema(item, depth + 1) : 'items'}`;
    }
    const names = Object.keys(entries);
    if (depth > 0) return `{ ${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''} }`;
    return `{ ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''} }`;
  }
  if (node.type === 'array' && node.item) return `${describeSchema(node.item, depth + 1)}[]`;
  if (node.type === 'unknown' || node.type === 'null') return '—';
  return node.type;
};

/** A call's input fields, the optional ones marked `?`. */
export const inputOf = (call: AnyCall): string => {
  const entries = (unwrap(call.input as unknown as Node).node.entries ?? {}) as Record<
    string,
    Node
  >;
  const fields = Object.entries(entries).map(
    ([name, node]) => `${name}${unwrap(node).optional ? '?' : ''}`,
  );
  return fields.length ? fields.join(', ') : '—';
};

/** The keys a call may answer with besides `success`. */
export const errorsOf = (call: AnyCall): string => {
  const errors = ['fail', 'exception'];
  if (call.access !== 'public') errors.push('unauthenticated', 'blocked');
  const flow = call.flow ? ` · results: ${call.flow.keys.join(', ')}` : '';
  return `${errors.join(', ')}${flow}`;
};
