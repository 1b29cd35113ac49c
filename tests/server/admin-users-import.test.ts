import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import yazl from 'yazl';
import { readZipParts } from '../../server/src/lib/zip-parts.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../server/src/audit/index.js';
import { uploadFile } from './support/files.js';
import { workflowSuite } from './workflow-support.js';

/**
 * Importing users (issue 30): 2,000 rows in 200 units with 20 broken rows listed and none written; the audit chain
 * holds, and fails once an entry is changed; a formula cell stays text and is exported with a leading '.
 */
const { ctx, htadmin } = workflowSuite(['htadmin']);
const A = '/uc/adminUsers/v1';
const HYPERLINK = '=HYPERLINK("http://evil.example/x","click me")';

const unit = (i: number) => `imp${String(i).padStart(3, '0')}`;
beforeAll(async () => {
  // 200 units under the root, each with one post
  await ctx.db
    .insertInto('uc_org')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        id: `org_${unit(i)}`,
        dem_id: 'dem_default',
        parent_id: 'org_root',
        code: unit(i),
        name: `导入单位${i}`,
        path: `org_root.org_${unit(i)}`,
        path_name: `总公司/导入单位${i}`,
        level: 2,
      })),
    )
    .execute();
  await ctx.db
    .insertInto('uc_post')
    .values(
      Array.from({ length: 200 }, (_, i) => ({ id: `post_${unit(i)}`, org_id: `org_${unit(i)}`, code: `${unit(i)}_staff`, name: '职员' })),
    )
    .execute();
});

const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
const HEADER = ['account', 'name', 'email', 'mobile', 'org code', 'post code', 'roles', 'employee no'];

/** 1,980 good rows (one of them with a formula for a name) and 20 broken ones, mixed in. */
function bigFile(): { rows: string[][]; broken: number[] } {
  const rows: string[][] = [];
  for (let i = 0; i < 1980; i++) {
    const u = unit(i % 200);
    rows.push([
      `bulk${i}`,
      i === 7 ? HYPERLINK : `批量用户${i}`,
      `bulk${i}@example.com`,
      i % 2 ? '+62 812 3456 7890' : '13900000000',
      // half by code, half by path
      i % 2 ? u : `总公司 / 导入单位${i % 200}`,
      i % 3 ? '' : `${u}_staff`,
      i % 5 ? 'employee' : 'employee;leader',
      `E${i}`,
    ]);
  }
  const bad: string[][] = [
    ['', '无账号1', '', '', unit(1), '', '', ''],
    ['', '无账号2', '', '', unit(2), '', '', ''],
    ['', '无账号3', '', '', unit(3), '', '', ''],
    ['', '无账号4', '', '', unit(4), '', '', ''],
    ['bulk1', '重复1', '', '', unit(1), '', '', ''],
    ['bulk2', '重复2', '', '', unit(2), '', '', ''],
    ['BULK3', '重复3', '', '', unit(3), '', '', ''],
    ['bulk4', '重复4', '', '', unit(4), '', '', ''],
    ['lina', '已有1', '', '', unit(5), '', '', ''],
    ['zhangwei', '已有2', '', '', unit(5), '', '', ''],
    ['htadmin', '已有3', '', '', unit(5), '', '', ''],
    ['nounit1', '无单位1', '', '', 'no-such-unit', '', '', ''],
    ['nounit2', '无单位2', '', '', '总公司/不存在', '', '', ''],
    ['nounit3', '无单位3', '', '', '', '', '', ''],
    ['bademail1', '坏邮箱1', 'not-an-email', '', unit(6), '', '', ''],
    ['bademail2', '坏邮箱2', '=cmd|calc', '', unit(6), '', '', ''],
    ['badrole1', '坏角色1', '', '', unit(7), '', 'employee;nosuchrole', ''],
    ['badrole2', '坏角色2', '', '', unit(7), '', 'ghost', ''],
    ['badpost1', '坏岗位1', '', '', unit(8), 'no_such_post', '', ''],
    ['badpost2', '坏岗位2', '', '', unit(8), `${unit(9)}_staff`, '', ''],
  ];
  const broken: number[] = [];
  bad.forEach((r, k) => {
    const at = 50 + k * 97;
    rows.splice(at, 0, r);
  });
  rows.forEach((r, i) => {
    if (bad.includes(r)) broken.push(i + 2);
  });
  return { rows, broken };
}

const imported = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('uc_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('account', 'like', 'bulk%'), eb('account', 'like', 'nounit%'), eb('account', 'like', 'bad%')]))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing users', { timeout: 120_000 }, () => {
  let fileId = '';
  let fingerprint = '';
  let broken: number[] = [];

  it('previews 2,000 rows in 200 units: the 20 broken rows listed with their problems, nothing written', async () => {
    const file = bigFile();
    broken = file.broken;
    fileId = await uploadFile(ctx, htadmin, 'users.csv', Buffer.from('\ufeff' + csv([HEADER, ...file.rows])), 'text/csv');
    const before = await ctx.db.selectFrom('audit_log').select('seq').execute();
    const res = await htadmin.post(`${A}/import/preview`, { fileId });
    expect(res.status).toBe(200);
    const p = res.body.value;
    expect(p).toMatchObject({ total: 2000, valid: 1980, refused: 20, warnings: 2, moreProblems: 0 });
    fingerprint = p.fingerprint;
    const refused = p.rows.filter((r: { ok: boolean }) => !r.ok);
    expect(refused.map((r: { line: number }) => r.line)).toEqual(broken);
    const codes = refused.map((r: { problems: { code: string }[] }) => r.problems.map((x) => x.code).join('+'));
    expect(codes).toEqual([
      ...Array(4).fill('missingAccount'),
      ...Array(4).fill('duplicateInFile'),
      ...Array(3).fill('accountExists'),
      'unknownOrg',
      'unknownOrg',
      'missingOrg',
      'badEmail',
      'formulaAsText+badEmail',
      'unknownRole',
      'unknownRole',
      'unknownPost',
      'postElsewhere',
    ]);
    expect(refused[4].problems[0].message).toMatch(/already appears on line \d+/);
    // the formula name is a warning only: the row is valid, the cell kept as text
    const formula = p.rows.find((r: { name: string }) => r.name === HYPERLINK);
    expect(formula).toMatchObject({ ok: true, problems: [{ code: 'formulaAsText', column: 'name' }] });
    expect(await imported()).toBe(0);
    expect(await ctx.db.selectFrom('audit_log').select('seq').execute()).toHaveLength(before.length);
  });

  it('refuses a confirm whose preview no longer holds, and writes nothing', async () => {
    const res = await htadmin.post(`${A}/import/confirm`, { fileId, fingerprint: 'stale' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/changed since the preview/);
    expect(await imported()).toBe(0);
  });

  it('confirms: the 1,980 valid rows in one transaction, not activated, one audit entry; the chain holds', async () => {
    const res = await htadmin.post(`${A}/import/confirm`, { fileId, fingerprint });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ created: 1980, refused: 20 });
    expect(await imported()).toBe(1980);
    const statuses = await ctx.db.selectFrom('uc_user').select('status').distinct().where('account', 'like', 'bulk%').execute();
    expect(statuses).toEqual([{ status: -1 }]);
    // the broken rows wrote nothing: the existing users are as they were
    const lina = await ctx.db.selectFrom('uc_user').select('fullname').where('account', '=', 'lina').executeTakeFirstOrThrow();
    expect(lina.fullname).not.toBe('已有1');
    const places = await ctx.db
      .selectFrom('uc_user as u')
      .innerJoin('uc_user_org as uo', 'uo.user_id', 'u.id')
      .select(['uo.org_id'])
      .where('u.account', '=', 'bulk201')
      .execute();
    expect(places).toEqual([{ org_id: 'org_imp001' }]);
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'user.import').execute();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0].after!)).toMatchObject({ created: 1980, refused: 20 });
    expect(await verifyAuditChain(ctx.db, ctx.config)).toMatchObject({ intact: true, brokenAt: null });
    // the same file again: every account now exists, and nothing more is written
    const again = await htadmin.post(`${A}/import/preview`, { fileId });
    expect(again.body.value).toMatchObject({ valid: 0, refused: 2000 });
  });

  it('keeps the formula as text, and exports it with a leading quote, headers in the caller’s language', async () => {
    const stored = await ctx.db.selectFrom('uc_user').select('fullname').where('account', '=', 'bulk7').executeTakeFirstOrThrow();
    expect(stored.fullname).toBe(HYPERLINK);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${A}/export`,
      headers: { 'p-auth': htadmin.token, 'p-langid': 'zh-CN', 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'bulk7' }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('账号,姓名,邮箱,手机,组织,岗位,工号,状态,管理员');
    const row = lines.find((l) => l.startsWith('bulk7,'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/x"",""click me"")"`);
    expect(row).toContain('未激活');
  });

  it('reads an Excel file: a formula cell is its formula’s text, never its result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    sheet.addRow(['account', 'name', 'org']);
    sheet.addRow(['xl1', 'Excel One', unit(10)]);
    sheet.addRow(['xl2', { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' }, unit(11)]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const xlsxId = await uploadFile(ctx, htadmin, 'users.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const p = (await htadmin.post(`${A}/import/preview`, { fileId: xlsxId })).body.value;
    expect(p).toMatchObject({ total: 2, valid: 2, warnings: 1 });
    const res = await htadmin.post(`${A}/import/confirm`, { fileId: xlsxId, fingerprint: p.fingerprint });
    expect(res.body.value.created).toBe(2);
    const xl2 = await ctx.db.selectFrom('uc_user').select('fullname').where('account', '=', 'xl2').executeTakeFirstOrThrow();
    expect(xl2.fullname).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('refuses hostile workbooks before any XML parser sees them, and never follows a link out of one', async () => {
    // a web server standing in for the outside world: nothing in an upload may reach it
    let hits = 0;
    const outside = http.createServer((_req, res) => {
      hits++;
      res.end('<x>leaked</x>');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/book.xlsx`;
    try {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('users');
      sheet.addRow(['account', 'name', 'org']);
      sheet.addRow(['ext1', { formula: '[1]Sheet1!A1', result: 'x' }, unit(12)]);
      const parts = (await readZipParts(Buffer.from(await book.xlsx.writeBuffer()), {
        parts: 100,
        bytes: 1e8,
        ratio: 1e6,
        ratioFrom: 1e8,
      }))!;
      const zip = (changed: Record<string, string | Buffer>) => {
        const z = new yazl.ZipFile();
        for (const [name, bytes] of Object.entries({ ...Object.fromEntries(parts), ...changed }))
          z.addBuffer(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), name);
        z.end();
        return new Promise<Buffer>((resolve) => {
          const chunks: Buffer[] = [];
          z.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        });
      };
      const preview = async (name: string, bytes: Buffer) => {
        const id = await uploadFile(ctx, htadmin, name, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return htadmin.post(`${A}/import/preview`, { fileId: id });
      };
      const sheetXml = parts.get('xl/worksheets/sheet1.xml')!.toString();

      // a zip bomb: 40 MB of one byte packed into some KB
      const bomb = await preview('bomb.xlsx', await zip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(40 * 1024 * 1024, 0x20) }));
      expect(bomb.status).toBe(400);
      expect(bomb.body.message).toMatch(/^The Excel file holds a part compressed \d+ times \(at most 200\): it is refused as a zip bomb$/);

      // an external entity in a sheet (XXE): refused by its DOCTYPE, the outside never asked
      const xxe = sheetXml
        .replace('<worksheet', `<!DOCTYPE worksheet [<!ENTITY leak SYSTEM "${url}">]><worksheet`)
        .replace('Excel', '&leak;');
      const entity = await preview('xxe.xlsx', await zip({ 'xl/worksheets/sheet1.xml': xxe }));
      expect(entity.status).toBe(400);
      expect(entity.body.message).toBe(
        "The Excel file's part xl/worksheets/sheet1.xml holds a document type declaration (DOCTYPE), which Excel never writes: it is refused",
      );
      // a billion laughs in the shared strings: refused the same way, in the user's language
      const laughs = `<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>&b;</t></si></sst>`;
      const zh = await htadmin.post(
        `${A}/import/preview`,
        {
          fileId: await uploadFile(ctx, htadmin, 'laughs.xlsx', await zip({ 'xl/sharedStrings.xml': laughs }), 'application/octet-stream'),
        },
        'zh-CN',
      );
      expect(zh.status).toBe(400);
      expect(zh.body.message).toBe('该 Excel 文件的部件 xl/sharedStrings.xml 含有文档类型声明（DOCTYPE），Excel 不会写入此内容，已拒绝');

      // a link to another workbook: read as the list it is, the formula kept as text, the link never followed
      const linked = await preview(
        'linked.xlsx',
        await zip({
          'xl/externalLinks/externalLink1.xml': `<?xml version="1.0" encoding="UTF-8"?><externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><externalBook r:id="rId1"/></externalLink>`,
          'xl/externalLinks/_rels/externalLink1.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLinkPath" Target="${url}" TargetMode="External"/></Relationships>`,
        }),
      );
      expect(linked.status).toBe(200);
      expect(linked.body.value).toMatchObject({ total: 1, valid: 1 });
      expect(hits).toBe(0);
      // nothing was written by any of them
      expect(await ctx.db.selectFrom('uc_user').select('id').where('account', '=', 'ext1').executeTakeFirst()).toBeUndefined();
    } finally {
      outside.close();
    }
  });

  it('refuses a file of more than 50,000 rows with a clear message', async () => {
    const lines = ['account,name,org', ...Array.from({ length: 50_001 }, (_, i) => `many${i},M,${unit(1)}`)];
    const id = await uploadFile(ctx, htadmin, 'many.csv', Buffer.from(lines.join('\n')), 'text/csv');
    const res = await htadmin.post(`${A}/import/preview`, { fileId: id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file has more than 50,000 rows: split it and import the parts one after another');
  });

  it('the audit chain check fails once one entry is changed in the database', async () => {
    expect((await verifyAuditChain(ctx.db, ctx.config)).intact).toBe(true);
    const entry = await ctx.db.selectFrom('audit_log').select('seq').where('action', '=', 'user.import').executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(ctx.db);
    await sql`update audit_log set after = ${'{"created":1,"refused":0}'} where seq = ${entry.seq}`.execute(ctx.db);
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(ctx.db);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toMatchObject({ intact: false, brokenAt: String(entry.seq), reason: 'changed' });
  });
});
