import { evaluate, parseExpression } from 'feelin';

/**
 * FEEL is the only expression language a definition may use (gateway conditions, countersign
 * completion conditions, loop cardinality). It is evaluated by `feelin` over a plain data context
 * we build ourselves, never over the engine's objects, so an expression can read form values and
 * nothing else.
 */

/** Names that lead from data to code in JavaScript; an expression mentioning one is refused. */
const FORBIDDEN = /(constructor|__proto__|prototype|__defineGetter__|__lookupGetter__)/i;

/** `=expr` (the Zeebe convention) or a whole `${expr}`; anything else is not an expression. */
export function feelText(text: string | undefined | null): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if (t.startsWith('=')) return t.slice(1).trim();
  const m = /^\$\{([\s\S]*)\}$/.exec(t);
  return m ? m[1].trim() : null;
}

/** `names`: the variables the expression reads (our names are plain identifiers) */
export type FeelCheck = { ok: true; names: string[] } | { ok: false; code: 'unsafeExpression' | 'badExpression' };

export function checkFeel(expr: string): FeelCheck {
  if (!expr || FORBIDDEN.test(expr)) return { ok: false, code: expr ? 'unsafeExpression' : 'badExpression' };
  if (expr.length > 2000) return { ok: false, code: 'badExpression' };
  let bad = false;
  const names = new Set<string>();
  try {
    const tree = parseExpression(expr, {}, undefined);
    tree.iterate({
      enter(node) {
        if (node.type.isError) bad = true;
        if (node.name === 'VariableName') names.add(expr.slice(node.from, node.to));
      },
    });
  } catch {
    bad = true;
  }
  return bad ? { ok: false, code: 'badExpression' } : { ok: true, names: [...names] };
}

/** Copies data into objects without a prototype chain: values only, no functions. */
export function plainContext(data: Record<string, unknown>): Record<string, unknown> {
  const copy = (v: unknown, depth: number): unknown => {
    if (depth > 8) return null;
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
    if (Array.isArray(v)) return v.slice(0, 1000).map((x) => copy(x, depth + 1));
    if (typeof v === 'object') {
      const out = Object.create(null) as Record<string, unknown>;
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (!FORBIDDEN.test(k)) out[k] = copy(x, depth + 1);
      return out;
    }
    return null;
  };
  return copy(data, 0) as Record<string, unknown>;
}

const checked = new Map<string, FeelCheck>();

/** checkFeel once per expression text (a definition's few expressions are evaluated on every step). */
function checkFeelCached(expr: string): FeelCheck {
  let check = checked.get(expr);
  if (!check) {
    check = checkFeel(expr);
    if (checked.size >= 5000) checked.clear();
    checked.set(expr, check);
  }
  return check;
}

/** Built-ins whose answer changes with the clock: expressions using them are never memoised. */
const CLOCK = /\b(now|today)\s*\(/;
const results = new Map<string, unknown>();

/**
 * Evaluates a FEEL expression over a plain copy of the context. FEEL is pure apart from the clock,
 * so the answer for the same expression and the same data is memoised (feelin parses on every
 * call; a definition evaluates the same few conditions over and over).
 */
export function evalFeel(expr: string, context: Record<string, unknown>): unknown {
  const check = checkFeelCached(expr);
  if (!check.ok) throw new Error(`refused expression (${check.code})`);
  const data = plainContext(context);
  if (CLOCK.test(expr)) return evaluate(expr, data).value;
  // keyed by the values of the variables it reads, not the whole context (which names the instance)
  const key = `${expr}\u0000${JSON.stringify(check.names.map((n) => data[n] ?? null))}`;
  if (results.has(key)) return results.get(key);
  const value = evaluate(expr, data).value;
  // only plain answers are kept (a FEEL function or date object could be mutated by a caller)
  if (value === null || typeof value !== 'object') {
    if (results.size >= 5000) results.clear();
    results.set(key, value);
  }
  return value;
}
