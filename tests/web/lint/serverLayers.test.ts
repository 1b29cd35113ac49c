import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The server's layer rules of eslint.config.js (SQL in repositories, request parts never cast), proven on snippets. */
const cwd = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  return result.messages.map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const service = 'server/src/workflow/probe-service.ts';
const repo = 'server/src/workflow/repo-probe.ts';

describe('server layers', { timeout: 60_000 }, () => {
  it.each([
    ['an import of kysely', "import { sql } from 'kysely';\nexport const a = sql;\n"],
    ['an import of a kysely sub-path', "import { jsonArrayFrom } from 'kysely/helpers/postgres';\nexport const a = jsonArrayFrom;\n"],
  ])('refuses %s outside a repository', async (_what, code) => {
    expect(await messages(code, service)).toEqual([expect.stringMatching(/^no-restricted-imports: .*SQL belongs in a repository/)]);
    expect(await messages(code, repo)).toEqual([]);
  });

  it.each(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom'])('refuses db.%s(...) outside a repository', async (call) => {
    const code = `export function probe(db: { ${call}(t: string): unknown }) {\n  return db.${call}('wf_task');\n}\n`;
    expect(await messages(code, service)).toEqual([expect.stringMatching(/^no-restricted-syntax: A query is built in a repository/)]);
    expect(await messages(code, repo)).toEqual([]);
  });

  it.each([
    ['request.body as X', 'export const probe = (request: { body: unknown }) => request.body as { id: string };\n'],
    ['request.query as X', 'export const probe = (request: { query: unknown }) => (request.query as { id: string }).id;\n'],
    ['req.params as unknown as X', 'export const probe = (req: { params: unknown }) => req.params as unknown as { id: string };\n'],
  ])('refuses a cast %s, in a service and in a repository', async (_what, code) => {
    for (const file of [service, repo])
      expect(await messages(code, file)).toEqual([expect.stringMatching(/^no-restricted-syntax: Type a request's body/)]);
  });

  it('accepts a service calling repository functions with a typed request', async () => {
    const code = [
      'interface Body { id: string }',
      'export function probe(request: { body: Body }, repo: { findTask(id: string): unknown }) {',
      '  return repo.findTask(request.body.id);',
      '}',
      '',
    ].join('\n');
    expect(await messages(code, service)).toEqual([]);
  });
});
