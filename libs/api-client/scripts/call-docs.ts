// The TSDoc of every call, written above its definition in src/calls/*.ts from the definition
// itself, so a consumer's editor shows it on `api.orders.place`: what the call does, how it is
// sent, who may make it, its input, what `data` holds on success, and the keys it may answer.
import ts from 'typescript';
import type { AnyCall } from '../src/core/define-call.js';
import { type Node, describeSchema, errorsOf, inputOf } from './describe-call.js';

const WIDTH = 100;

const WHO: Record<AnyCall['access'], string> = {
  public: 'anyone, with or without a token',
  customer: 'signed-in customers (without a token it fails at once, unsent)',
  any: 'visitors and customers (a visitor is told apart by `mac_address`)',
};

/** Words wrapped to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The TSDoc block of a call, indented as the property it documents. */
export function callDoc(call: AnyCall, indent: string): string {
  const width = WIDTH - indent.length - 3;
  const paragraphs = [
    call.summary,
    `\`${call.method} ${call.path}\` (\`${call.id}\`), for ${WHO[call.access]}.`,
    `Input: ${inputOf(call)}.`,
    `Data on success: ${describeSchema(call.output as unknown as Node)}.`,
    `Other answers: ${errorsOf(call).replace(' · results: ', '; continues with ')} (an \`ApiError\` for each refusal).`,
  ];
  const body = paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [''] : []),
    ...wrap(paragraph.replaceAll('*/', '*\\/'), width),
  ]);
  return [
    `${indent}/**`,
    ...body.map((line) => (line ? `${indent} * ${line}` : `${indent} *`)),
    `${indent} */`,
  ].join('\n');
}

/** The id (`'orders.place'`) a `defineCall({ id: … })` expression gives its call. */
function idOf(node: ts.Expression): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (!/^define(Flow)?Call$/.test(node.expression.text)) return undefined;
  const [definition] = node.arguments;
  if (!definition || !ts.isObjectLiteralExpression(definition)) return undefined;
  for (const property of definition.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'id' &&
      ts.isStringLiteral(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/**
 * A calls file with the TSDoc of each of its calls as the definitions say: a call's existing doc
 * comment is replaced, and one is added where there is none.
 */
export function withCallDocs(fileName: string, text: string, byId: Map<string, AnyCall>): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const id = idOf(node.initializer);
      const call = id === undefined ? undefined : byId.get(id);
      if (call) {
        const start = node.getStart(source);
        const lineStart = text.lastIndexOf('\n', start - 1) + 1;
        const indent = text.slice(lineStart, start);
        const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
        const doc = comments.at(-1);
        const isDoc = doc && text.startsWith('/**', doc.pos);
        const replaceFrom = isDoc ? text.lastIndexOf('\n', doc.pos - 1) + 1 : lineStart;
        edits.push({ start: replaceFrom, end: lineStart, text: `${callDoc(call, indent)}\n` });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
