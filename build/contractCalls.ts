import path from 'node:path';
import { parseAst } from 'vite';

/** The ESTree nodes this transform reads (oxc's AST, offsets in UTF-16 code units). */
interface Node {
  type: string;
  start: number;
  end: number;
  name?: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The keys of a call description that hold schemas: the server and the tests read them, the portal never does. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'answer']);

const STAND_IN = '__schema';

/** The same number of line breaks as the text replaced, so the lines after it keep their numbers in the source map. */
const keepLines = (text: string) => '\n'.repeat(text.split('\n').length - 1);

/**
 * Rewrites one contract module for the portal's build:
 * - every `Type.X(...)` call (the whole expression, its arguments included) becomes one inert stand-in;
 * - every `call({ method, path, params, query, body, answer })` becomes the plain object `{ method, path }`;
 * - every other call of a contract helper (`Nullable(...)`, `KeyQuery('id')`, `Envelope(...)`) is marked pure.
 * So a schema no kept code names is dropped, and a call description costs its method and path only.
 * Returns null when the module has nothing to rewrite.
 */
export function rewriteContract(code: string, file: string): string | null {
  const program = parseAst(code, { lang: 'ts' }, file) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];

  const visit = (node: Node): void => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      if (callee.type === 'MemberExpression' && (callee.object as Node).type === 'Identifier' && (callee.object as Node).name === 'Type') {
        edits.push({ start: node.start, end: node.end, text: STAND_IN + keepLines(code.slice(node.start, node.end)) });
        return;
      }
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && callee.name === 'call' && args.length === 1 && args[0]!.type === 'ObjectExpression') {
        const properties = args[0]!.properties as Node[];
        const plain = properties.every((p) => p.type === 'Property' && !p.computed && (p.key as Node).type === 'Identifier');
        if (plain) {
          const kept = properties.filter((p) => !SCHEMA_KEYS.has((p.key as Node).name ?? ''));
          const text = `({${kept.map((p) => code.slice(p.start, p.end)).join(',')}})`;
          edits.push({ start: node.start, end: node.end, text: text + keepLines(code.slice(node.start, node.end)) });
          return;
        }
      }
      if (callee.type === 'Identifier') edits.push({ start: node.start, end: node.start, text: '/*#__PURE__*/ ' });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'typeAnnotation' || key === 'typeArguments' || key === 'returnType' || key === 'typeParameters') continue;
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);

  const replaced = edits.filter((e) => e.text.startsWith(STAND_IN));
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  // the stand-in, on the first line so that the others keep their numbers
  return replaced.length ? `import { schema as ${STAND_IN} } from 'typebox';${out}` : out;
}

/**
 * Vite plugin (build only): the contract's modules as the portal needs them (see rewriteContract). The portal
 * resolves `typebox` to build/typebox-stub.ts; tests and the server import the contract untouched.
 */
export function contractCalls(root: string) {
  const contractDir = path.join(root, 'contract') + path.sep;
  return {
    name: 'contract-calls',
    enforce: 'pre' as const,
    apply: 'build' as const,
    transform(code: string, id: string) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(contractDir) || !file.endsWith('.ts')) return null;
      const out = rewriteContract(code, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
