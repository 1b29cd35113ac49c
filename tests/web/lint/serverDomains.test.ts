import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { SERVER_DOMAINS, domainLoop } from '../../../eslint.domains.js';

/** The server's domain rules of eslint.config.js (doors, no loops between domains, no file circles), proven on snippets. */
const cwd = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const use = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

describe('server domains', { timeout: 120_000 }, () => {
  // [what, the imported name, where from, the file importing it]
  it.each([
    ["another domain's repository", 'pickName', '../workflow/definitions/repo.js', 'server/src/forms/probe.ts'],
    ["another domain's internal module", 'hashPassword', '../identity/passwords.js', 'server/src/uc/probe.ts'],
    ['a domain the map does not allow (notify → workflow, a loop)', 'pickName', '../workflow/index.js', 'server/src/notify/probe.ts'],
    ['a domain the map does not allow (identity → uc, a loop)', 'loadUser', '../uc/index.js', 'server/src/identity/probe.ts'],
    ['a domain from jobs/ (jobs uses no domain)', 'notify', '../notify/index.js', 'server/src/jobs/probe.ts'],
    ['a composition root from a domain', 'startWorkers', '../../workers.js', 'server/src/workflow/timers/probe.ts'],
    ['a domain from config.ts', 'pickName', './workflow/index.js', 'server/src/config.ts'],
    ['a domain from lib/', 'notify', '../notify/index.js', 'server/src/lib/probe.ts'],
    ['the workflow above the engine from workflow/engine', 'newId', '../steps/context.js', 'server/src/workflow/engine/probe.ts'],
  ])('refuses an import of %s', async (_what, name, from, filePath) => {
    expect(await ruleIds(use(name, from), filePath)).toContain('boundaries/dependencies');
  });

  it.each([
    ["another domain's door", 'pickName', '../../workflow/index.js', 'server/src/forms/templates/probe.ts'],
    [
      "a file of the same domain (another workflow sub-folder's)",
      'pickName',
      '../definitions/repo.js',
      'server/src/workflow/tasks/probe.ts',
    ],
    ['shared code (lib/, db/, config.ts, table types)', 'badRequest', '../lib/errors.js', 'server/src/notify/probe.ts'],
    ['any module from a composition root', 'hashPassword', './identity/passwords.js', 'server/src/app.ts'],
  ])('accepts an import of %s', async (_what, name, from, filePath) => {
    expect(await ruleIds(use(name, from), filePath)).toEqual([]);
  });

  it('keeps the map of who may use whom free of loops', () => {
    expect(domainLoop(SERVER_DOMAINS)).toBeNull();
    expect(domainLoop({ ...SERVER_DOMAINS, notify: [...SERVER_DOMAINS.notify, 'workflow'] })).toBe('notify → workflow → notify');
    expect(domainLoop({ a: ['b'], b: ['c'], c: ['a'] })).toBe('a → b → c → a');
  });
});

describe('server file circles', { timeout: 120_000 }, () => {
  const dir = path.join(cwd, 'server/src/lib/__cycleProbe__');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses two server modules importing each other', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(results[0].messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

// the real tree passes these rules because `npm run lint` (eslint .) fails the suite when it does not
