import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** @tanstack/eslint-plugin-query's recommended rules are on for src/, proven on a snippet placed there. */
const cwd = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd });

describe('TanStack Query rules', { timeout: 60_000 }, () => {
  it('refuses a query key that misses an input of the query function', async () => {
    const code = [
      "import { queryOptions } from '@tanstack/react-query';",
      "import { getByAlias } from '@/api/form';",
      "export const def = (alias: string) => queryOptions({ queryKey: ['forms', 'def'], queryFn: () => getByAlias(alias) });",
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: path.join(cwd, 'src/features/forms/Probe.ts') });
    expect(result.messages.map((m) => m.ruleId)).toContain('@tanstack/query/exhaustive-deps');
  });
});
