/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteContract } from '../../../build/contractCalls';

// The portal's build rewrites the contract (build/contractCalls.ts): schemas become one stand-in, call
// descriptions keep their method, path and public flag. These tests run every rewritten module and require
// the same calls as the real contract, and check that the rewritten text holds no schema any more.

const modules = import.meta.glob<Record<string, unknown>>('../../../contract/*.ts');
const contractDir = path.join(process.cwd(), 'contract');
const stub = path.join(process.cwd(), 'build/typebox-stub.ts');

interface Found {
  at: string;
  call: Record<string, unknown>;
}

function callsIn(value: unknown, at: string, out: Found[], seen = new Set<unknown>()): Found[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  const v = value as Record<string, unknown>;
  if (typeof v.method === 'string' && typeof v.path === 'string') {
    out.push({ at, call: { method: v.method, path: v.path, ...(v.public === undefined ? {} : { public: v.public }) } });
    return out;
  }
  for (const [key, child] of Object.entries(v)) callsIn(child, `${at}.${key}`, out, seen);
  return out;
}

const sorted = (found: Found[]) => found.sort((a, b) => a.at.localeCompare(b.at));

describe('the contract as the portal build rewrites it', () => {
  it('gives every call the same method, path and public flag, and nothing else', async () => {
    const real: Found[] = [];
    for (const [file, load] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(await load())) callsIn(value, `${path.basename(file)}:${name}`, real);
    }

    // inside the project (vite serves files from there only), in a folder git ignores
    fs.mkdirSync(path.join(process.cwd(), 'test-results'), { recursive: true });
    const dir = fs.mkdtempSync(path.join(process.cwd(), 'test-results', 'contract-rewritten-'));
    try {
      for (const file of fs.readdirSync(contractDir).filter((f) => f.endsWith('.ts'))) {
        const code = fs.readFileSync(path.join(contractDir, file), 'utf8');
        const out = rewriteContract(code, file) ?? code;
        fs.writeFileSync(path.join(dir, file), out.replaceAll("from 'typebox'", `from ${JSON.stringify(stub)}`));
      }
      const rewritten: Found[] = [];
      for (const file of fs.readdirSync(dir)) {
        const exports = (await import(/* @vite-ignore */ path.join(dir, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports)) callsIn(value, `${file}:${name}`, rewritten);
      }
      expect(real.length).toBeGreaterThan(150);
      expect(sorted(rewritten)).toEqual(sorted(real.map(({ at, call }) => ({ at, call: { ...call } }))));
      // only the method, path and public flag are left of a call description
      for (const { call } of rewritten) expect(Object.keys(call).every((key) => ['method', 'path', 'public'].includes(key))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces every TypeBox builder, keeps the lines, and marks the helpers pure', () => {
    const code = [
      "import { Type } from 'typebox';",
      "import { call } from './call.js';",
      'export const Nullable = (t: unknown) => Type.Union([t, Type.Null()]);',
      'export const Row = Type.Object({',
      '  id: Type.String(),',
      '});',
      'export const Maybe = Nullable(Row);',
      "export const CALLS = { get: call({ method: 'GET', path: '/x', query: Row, answer: Type.Array(Row) }) };",
    ].join('\n');
    const out = rewriteContract(code, 'x.ts')!;
    expect(out).not.toMatch(/Type\./);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).toContain('export const Row = __schema');
    expect(out).toContain('export const Maybe = /*#__PURE__*/ Nullable(Row)');
    expect(out).toContain("get: ({method: 'GET',path: '/x'})");
  });
});
