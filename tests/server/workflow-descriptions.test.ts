import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Client, type Loose, workflowSuite } from './workflow-support.js';
import * as migration from '../../server/src/db/migrations/0503_workflow_def_descriptions.js';
import { langOfTag, pickDescription } from '../../server/src/workflow/definitions/description.js';

const { ctx, htadmin: admin, zhangwei } = workflowSuite(['htadmin', 'zhangwei']);

const LANGS = ['zh-CN', 'en-US', 'id'] as const;
const NS = 'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://approval-portal.local/schema/wf"';
const wrap = (id: string, docs: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><definitions ${NS} id="d_${id}" targetNamespace="t"><process id="${id}" name="${id}" isExecutable="true">${docs}
   <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" wf:assignee="initiator"/>
   <sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/></process></definitions>`;

const byKey = (key: string) => ({ pageBean: { page: 1, pageSize: 50 }, querys: [{ property: 'defKey', value: key, operation: 'EQUAL' }] });

async function descriptionIn(path: string, key: string, lang: string, c: Client = zhangwei): Promise<string | null> {
  const res = await c.post(path, byKey(key), lang);
  expect(res.status).toBe(200);
  const row = (res.body.value.rows as Loose[]).find((r) => r.defKey === key);
  expect(row).toBeDefined();
  return row.description;
}

/** The description of `key` in each portal language, as `path` answers it. */
const inEveryLanguage = (path: string, key: string) => Promise.all(LANGS.map((lang) => descriptionIn(path, key, lang)));

/** Deploys the small flow `key` with this process documentation and the deploy call's own fields. */
const deploy = (key: string, docs: string, fields: object = {}) =>
  admin.post('/flow/def/v1/deploy', { bpmnXml: wrap(key, docs), ...fields });

describe('definition descriptions per language', () => {
  it.each(['/flow/def/v1/listJson', '/flow/def/v1/query', '/bpmModel/BpmOftenFlow/v1/getHasAuthFlowList'])(
    '%s answers the demo descriptions in the caller’s language',
    async (path) => {
      const texts = await inEveryLanguage(path, 'leaveRequest');
      expect(texts).toEqual([
        '请假由直属领导审批；超过 3 天的再由人事审批。',
        'Leave is approved by your direct leader; leave of more than 3 days is then approved by HR.',
        'Cuti disetujui oleh atasan langsung; cuti lebih dari 3 hari kemudian disetujui oleh SDM.',
      ]);
    },
  );

  it('reads them from the process documentation with xml:lang, in any case and with regional tags', async () => {
    const res = await deploy(
      'docsThree',
      `<documentation textFormat="text/plain" xml:lang="zh-CN">中文说明</documentation>
       <documentation textFormat="text/plain" xml:lang="EN">English text &amp; more</documentation>
       <documentation xml:lang="id-ID">Teks Indonesia</documentation>
       <documentation xml:lang="fr">Texte français</documentation>`,
    );
    expect(res.status).toBe(200);
    expect(await inEveryLanguage('/flow/def/v1/query', 'docsThree')).toEqual(['中文说明', 'English text & more', 'Teks Indonesia']);
    const stored = await ctx.db.selectFrom('wf_def').select('description').where('def_key', '=', 'docsThree').executeTakeFirstOrThrow();
    expect(stored.description).toEqual({ 'zh-CN': '中文说明', 'en-US': 'English text & more', id: 'Teks Indonesia' });
  });

  it('a plain single description still deploys and shows in every language', async () => {
    expect((await deploy('docsPlain', '<documentation>One text for all</documentation>')).status).toBe(200);
    expect(await inEveryLanguage('/flow/def/v1/listJson', 'docsPlain')).toEqual(Array(3).fill('One text for all'));
    // the deploy call's own plain description, as the deploy dialog sends it
    const res = await deploy('docsBody', '', { description: 'From the dialog' });
    expect(res.status).toBe(200);
    expect(await inEveryLanguage('/flow/def/v1/listJson', 'docsBody')).toEqual(Array(3).fill('From the dialog'));
  });

  it('falls back to zh-CN, then to the first language written', async () => {
    await deploy(
      'docsFallback',
      '<documentation xml:lang="zh-CN">只有中文</documentation><documentation xml:lang="id">Hanya Indonesia</documentation>',
    );
    expect(await inEveryLanguage('/flow/def/v1/query', 'docsFallback')).toEqual(['只有中文', '只有中文', 'Hanya Indonesia']);
    await deploy('docsEnglish', '<documentation xml:lang="en-US">Only English</documentation>');
    expect(await inEveryLanguage('/flow/def/v1/query', 'docsEnglish')).toEqual(Array(3).fill('Only English'));
  });

  it('a new version keeps the last description unless it brings its own; a given one wins language by language', async () => {
    await deploy(
      'docsVersions',
      '<documentation xml:lang="en-US">First</documentation><documentation xml:lang="zh-CN">第一版</documentation>',
    );
    await deploy('docsVersions', '');
    const listed = async (lang: string) => {
      const rows = (await admin.post('/flow/def/v1/listJson', byKey('docsVersions'), lang)).body.value.rows as Loose[];
      return rows.map((r) => [r.version, r.description]);
    };
    expect(await listed('en-US')).toEqual([
      [2, 'First'],
      [1, 'First'],
    ]);
    await deploy('docsVersions', '<documentation xml:lang="en-US">Third</documentation>', { description: '第三版' });
    expect((await listed('en-US'))[0]).toEqual([3, 'Third']);
    expect((await listed('zh-CN'))[0]).toEqual([3, '第三版']);
  });

  it.each([
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['en-GB', 'en-US'],
    ['in', 'id'],
    ['ID', 'id'],
    ['fr', null],
    ['', null],
  ])('xml:lang %j is the portal language %j', (tag, lang) => expect(langOfTag(tag)).toBe(lang));

  it('picks nothing from nothing', () => {
    expect(pickDescription(null, 'en-US')).toBeNull();
    expect(pickDescription({}, 'en-US')).toBeNull();
  });
});

describe('migration 0503', () => {
  it('turns the plain descriptions of existing definitions into zh-CN, and back', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await migration.down(db);
    await sql`update wf_def set description = ${'旧的说明'} where def_key = 'expenseClaim'`.execute(ctx.db);
    await sql`update wf_def set description = ${' '} where def_key = 'purchaseRequest'`.execute(ctx.db);
    await migration.up(db);
    const rows = await ctx.db
      .selectFrom('wf_def')
      .select(['def_key', 'description'])
      .where('def_key', 'in', ['expenseClaim', 'purchaseRequest', 'leaveRequest'])
      .orderBy('def_key')
      .execute();
    expect(rows).toEqual([
      { def_key: 'expenseClaim', description: { 'zh-CN': '旧的说明' } },
      // down kept the zh-CN text of the demo's three
      { def_key: 'leaveRequest', description: { 'zh-CN': '请假由直属领导审批；超过 3 天的再由人事审批。' } },
      { def_key: 'purchaseRequest', description: null },
    ]);
    expect(await descriptionIn('/flow/def/v1/query', 'expenseClaim', 'id')).toBe('旧的说明');
  });
});
