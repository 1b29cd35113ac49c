import { describe, expect, it, vi } from 'vitest';

// The portal's build resolves `typebox` to build/typebox-stub.ts (vite.config.ts). These tests load every
// contract module twice, with the real TypeBox and with the stub, and require the same calls (method, path,
// public) either way: a contract module that needs a real schema at load time, or a call whose path comes out
// of a schema, fails here instead of in the built portal.

const modules = import.meta.glob<Record<string, unknown>>('../../../contract/*.ts');

interface Found {
  at: string;
  method: string;
  path: string;
  public: unknown;
}

function callsIn(value: unknown, at: string, out: Found[], seen = new Set<unknown>()): Found[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  const v = value as Record<string, unknown>;
  if (typeof v.method === 'string' && typeof v.path === 'string') {
    out.push({ at, method: v.method, path: v.path, public: v.public });
    return out;
  }
  for (const [key, child] of Object.entries(v)) callsIn(child, `${at}.${key}`, out, seen);
  return out;
}

async function loadCalls(): Promise<Found[]> {
  const found: Found[] = [];
  for (const [file, load] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const exports = await load();
    for (const [name, value] of Object.entries(exports)) callsIn(value, `${file.split('/').pop()}:${name}`, found);
  }
  return found.sort((a, b) => a.at.localeCompare(b.at));
}

describe('the TypeBox stand-in of the portal build', () => {
  it('gives every contract call the same method, path and public flag as the real TypeBox', async () => {
    const real = await loadCalls();
    vi.resetModules();
    vi.doMock('typebox', () => import('../../../build/typebox-stub'));
    const stubbed = await loadCalls();
    // the second load really ran on the stand-in
    expect((await modules['../../../contract/common.ts']!()).PageBean).toEqual({ properties: {} });
    vi.doUnmock('typebox');

    expect(real.length).toBeGreaterThan(150);
    expect(stubbed).toEqual(real);
  });

  it('builds schemas without the library: every builder answers an inert stand-in', async () => {
    const { Type } = await import('../../../build/typebox-stub');
    const row = Type.Object({ id: Type.String() });
    expect(row).toEqual({ properties: {} });
    expect({ ...Type.Union([row, Type.Null()]).properties }).toEqual({});
  });
});
