import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The layer and cycle rules of eslint.config.js, proven on snippets placed inside src/. */
const cwd = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  // [what, the imported name, where from, the file importing it]
  it.each([
    ['a relative import into another feature', 'TaskTable', '../../tasks/components/TaskTable', 'src/features/agents/components/Probe.tsx'],
    ['an aliased import past another feature index', 'taskKeys', '@/features/tasks/queries', 'src/features/approval/Probe.ts'],
    ['an import from shared into the app', 'routeTable', '../../app/router/routeTable', 'src/shared/ui/Probe.ts'],
    ['an import from shared into a feature', 'logout', '../features/auth/signIn', 'src/shared/Probe.ts'],
    ['an import from a shared library into a feature', 'TaskTable', '@/features/tasks', 'src/shared/form-runtime/Probe.ts'],
    // the shared libraries have a door of their own
    ['an import past the session library index', 'saveUserPair', '@/shared/session/tokenBook', 'src/features/agents/Probe.ts'],
    [
      'a relative import past the form runtime index',
      'toPermission',
      '../../shared/form-runtime/lib/permissions',
      'src/features/forms/Probe.ts',
    ],
    ['an import from the app past a library index', 'useAuthStore', '@/shared/session/store', 'src/app/Probe.ts'],
    // the sign-in feature is the app's: features read the session from src/shared/session
    ['an import of the sign-in feature from another feature', 'logout', '@/features/auth', 'src/features/contacts/Probe.ts'],
  ])('refuses %s', async (_what, name, from, filePath) => {
    const code = `import { ${name} } from '${from}';\nexport const a = ${name};\n`;
    expect(await ruleIds(code, filePath)).toContain('boundaries/dependencies');
  });

  it('refuses an import of the app root from a layer', async () => {
    const code = "import App from '../../App';\nexport const a = App;\n";
    expect(await ruleIds(code, 'src/features/agents/Probe.tsx')).toContain('boundaries/no-unknown-dependencies');
  });

  it('accepts imports along the layers', async () => {
    const code = [
      "import { TaskTable } from '@/features/tasks';",
      "import { PagedTable } from '@/shared/ui/PagedTable';",
      "import { getTabList } from '@/api/runtime';",
      "import { AgentRules } from '../components/AgentRules';",
      "import { useAuthStore } from '@/shared/session';",
      "import { FormRenderer } from '@/shared/form-runtime';",
      'export const a = [TaskTable, PagedTable, getTabList, AgentRules, useAuthStore, FormRenderer];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/features/agents/pages/Probe.tsx')).toEqual([]);
  });

  it('accepts a shared library reaching inside itself, another library through its door, and the app the sign-in feature', async () => {
    const inside = [
      "import { useAuthStore } from '@/shared/session';",
      "import { toPermission } from '../lib/permissions';",
      "import { PagedTable } from '@/shared/ui/PagedTable';",
      'export const a = [useAuthStore, toPermission, PagedTable];',
      '',
    ].join('\n');
    expect(await ruleIds(inside, 'src/shared/form-runtime/components/Probe.tsx')).toEqual([]);
    const app =
      "import { logout } from '@/features/auth';\nimport { avatarAddress } from '@/shared/session';\nexport const a = [logout, avatarAddress];\n";
    expect(await ruleIds(app, 'src/app/shell/Probe.tsx')).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  const dir = path.join(cwd, 'src/shared/__cycleProbe__');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules importing each other', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(results[0].messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
