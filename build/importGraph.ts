import fs from 'node:fs';
import path from 'node:path';

/**
 * The static import graph as the code uses it, for the first-screen chunk groups: rolldown's module graph
 * lists every re-export of a barrel (antd's index, the icons' index, a feature's index.ts) as imported, so a
 * walk through `import { Button } from 'antd'` would reach every antd component. This walk reads the import
 * statements and follows a re-export (`export { a } from './a'`) only when an importer asked for its name.
 */
export interface GraphInfo {
  importedIds: readonly string[];
}
export type Lookup = (id: string) => GraphInfo | null;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];
const IMPORT = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([\w$*\s{},]*?)\s*from\s*['"]([^'"]+)['"]/g;

const sources = new Map<string, string | null>();
function read(id: string): string | null {
  if (!sources.has(id)) sources.set(id, path.isAbsolute(id) && fs.existsSync(id) ? fs.readFileSync(id, 'utf8') : null);
  return sources.get(id)!;
}

interface Statement {
  kind: 'import' | 'export';
  /** imported (or re-exported) name → local name; null: a namespace or star (all names) */
  names: Map<string, string> | null;
  spec: string;
}

function statements(code: string): Statement[] {
  const out: Statement[] = [];
  for (const m of code.matchAll(IMPORT)) {
    if (m[2]) continue; // import type / export type
    const clause = m[3].trim();
    let names: Map<string, string> | null = new Map();
    if (clause.includes('*')) names = null;
    else {
      const braces = /\{([^}]*)\}/.exec(clause);
      const outside = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, ' ')
        .trim();
      if (outside) names.set('default', outside);
      for (const part of braces?.[1].split(',') ?? []) {
        const p = part.trim();
        if (!p || p.startsWith('type ')) continue;
        const [from, as] = p.split(/\s+as\s+/);
        names.set(from.trim(), (as ?? from).trim());
      }
      // only types named: the compiler drops the statement
      if (braces && names.size === 0) continue;
    }
    out.push({ kind: m[1] as 'import' | 'export', names, spec: m[4] });
  }
  return out;
}

/** The imported id a specifier of `from` names, among `from`'s imported ids. */
function resolve(fromId: string, spec: string, candidates: readonly string[], srcRoot: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('@/')) {
    const base = spec.startsWith('@/') ? path.join(srcRoot, spec.slice(2)) : path.resolve(path.dirname(fromId), spec);
    return EXTENSIONS.map((e) => base + e).find((p) => candidates.includes(p));
  }
  return candidates.find((c) => c.includes(`${path.sep}node_modules${path.sep}${spec}${path.sep}`));
}

/**
 * Every module `roots` reach through static imports, following a re-export only when an importer uses its name.
 */
export function reachUsed(lookup: Lookup, roots: readonly (string | [string, string[]])[], srcRoot: string): Set<string> {
  const into = new Set<string>();
  const wanted = new Map<string, Set<string> | 'all'>();
  const queue: string[] = [];
  const visit = (id: string, names: Set<string> | 'all') => {
    const known = wanted.get(id);
    if (known === 'all') return;
    if (known && names !== 'all' && [...names].every((n) => known.has(n))) return;
    wanted.set(id, names === 'all' || !known ? names : new Set([...known, ...names]));
    into.add(id);
    queue.push(id);
  };
  // a root is a module, or a module and the names taken from it (a feature's index.ts)
  for (const r of roots) {
    if (typeof r === 'string') visit(r, 'all');
    else visit(r[0], new Set(r[1]));
  }
  while (queue.length) {
    const id = queue.pop()!;
    const imported = lookup(id)?.importedIds ?? [];
    const code = read(id);
    if (!code) {
      for (const next of imported) visit(next, 'all');
      continue;
    }
    // a module asked for some names passes on only those of its re-exports; its own imports count whole
    const names = wanted.get(id)!;
    const taken = new Set<string>();
    for (const s of statements(code)) {
      const target = resolve(id, s.spec, imported, srcRoot);
      if (!target) continue;
      taken.add(target);
      if (s.kind === 'export' && names !== 'all') {
        if (s.names === null) visit(target, names);
        else {
          const used = [...s.names].filter(([, local]) => names.has(local)).map(([from]) => from);
          if (used.length) visit(target, new Set(used));
        }
      } else visit(target, s.names ? new Set(s.names.keys()) : 'all');
    }
    // imports the reading missed (side-effect imports, generated ones): whole
    for (const next of imported) if (!taken.has(next)) visit(next, 'all');
  }
  return into;
}
