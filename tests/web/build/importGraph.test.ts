import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachUsed } from '../../../build/importGraph';

// The first-screen chunk groups (build/firstScreenChunks.ts) take what the shell and the home page reach through
// static imports; a barrel (antd's index, a feature's index.ts) must pass on only the names its importers use,
// or the group would take every antd component and every feature component.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
const files: Record<string, string> = {
  'root.ts': "import { A } from './barrel';\nimport type { B } from './barrel';\nexport const root = A;\n",
  'everything.ts': "import * as all from './barrel';\nexport const every = all;\n",
  'barrel.ts': "export { A } from './a';\nexport { default as B } from './b';\nexport { type C } from './c';\n",
  'a.ts': "import { helper } from './helper';\nimport './side-effect';\nexport const A = helper;\n",
  'b.ts': 'export default 1;\n',
  'c.ts': 'export type C = number;\n',
  'helper.ts': 'export const helper = 1;\n',
  'side-effect.ts': 'console.log(1);\n',
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
const id = (name: string) => path.join(dir, name);
const imports: Record<string, string[]> = {
  'root.ts': ['barrel.ts'],
  'everything.ts': ['barrel.ts'],
  // the compiler drops type-only statements before the bundler sees them
  'barrel.ts': ['a.ts', 'b.ts'],
  'a.ts': ['helper.ts', 'side-effect.ts'],
};
const lookup = (moduleId: string) => ({ importedIds: (imports[path.basename(moduleId)] ?? []).map(id) });
const names = (set: Set<string>) => [...set].map((m) => path.basename(m)).sort();

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the import graph as the code uses it', () => {
  it('follows a barrel only for the names taken from it, and whole modules whole', () => {
    expect(names(reachUsed(lookup, [id('root.ts')], dir))).toEqual(['a.ts', 'barrel.ts', 'helper.ts', 'root.ts', 'side-effect.ts']);
  });

  it('a namespace import takes every value the barrel passes on', () => {
    expect(names(reachUsed(lookup, [id('everything.ts')], dir))).toEqual([
      'a.ts',
      'b.ts',
      'barrel.ts',
      'everything.ts',
      'helper.ts',
      'side-effect.ts',
    ]);
  });

  it('a root may name what it takes from a barrel', () => {
    expect(names(reachUsed(lookup, [[id('barrel.ts'), ['B']]], dir))).toEqual(['b.ts', 'barrel.ts']);
  });
});
