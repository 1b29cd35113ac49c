import { describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';
import { FORM_PATHS as P } from '../../contract/forms.js';
import { withForms } from '../../server/src/forms/tables.js';

const suite = portalSuite(['htadmin', 'zhangwei', 'zhaomin']);

const supplier = {
  name: '厦门海沧物流有限公司',
  creditCode: '91350205MA31TQ8K2N',
  category: 'service',
  contact: '林晓燕',
  phone: '0592-6512873',
  email: 'lxy@hclogistics.cn',
  rating: 4,
};
const save = (token: string, body: object, lang = 'en-US') => suite.call({ method: 'POST', url: P.rowSave, token, lang, payload: body });
/** Saves a change of a supplier row at the version the caller last read. */
const edit = (token: string, id: string, version: number, data: object) =>
  save(token, { templateKey: 'supplier', id, version, data, draft: false });

describe('data templates', () => {
  it('describes a template with its fields in the caller’s language, and 404 for an unknown key', async () => {
    const res = await suite.call({ url: `${P.templateGet}?templateKey=supplier`, token: suite.zhangwei.token, lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    const t = res.json().value;
    expect(t.name).toBe('Supplier register');
    expect(t.fields.map((f: { name: string }) => f.name)).toContain('creditCode');
    expect(t.listColumns).toEqual(['name', 'category', 'contact', 'phone', 'city', 'rating']);
    const missing = await suite.call({ url: `${P.templateGet}?templateKey=nothing`, token: suite.zhangwei.token, lang: 'zh-CN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('数据模板不存在：nothing');
    expect((await suite.call({ url: `${P.templateGet}?templateKey=supplier` })).statusCode).toBe(402);
  });

  it('adds a row, lets everyone read it, only its creator or an admin change it', async () => {
    const added = await save(suite.zhangwei.token, { templateKey: 'supplier', data: supplier, draft: false });
    expect(added.statusCode).toBe(200);
    const row = added.json().value;
    expect(row).toMatchObject({ isDraft: false, createdBy: suite.zhangwei.userId, createdByName: '张伟', version: 0 });
    expect(row.data.rating).toBe(4);

    const read = await suite.call({ url: `${P.rowGet}?templateKey=supplier&id=${row.id}`, token: suite.zhaomin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().value.canEdit).toBe(false);

    const stranger = await edit(suite.zhaomin.token, row.id, 0, { ...supplier, city: '厦门' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Only its creator or an administrator may change or remove this record');
    expect((await suite.call({ method: 'DELETE', url: `${P.rowRemove}?id=${row.id}`, token: suite.zhaomin.token })).statusCode).toBe(403);

    const mine = await edit(suite.zhangwei.token, row.id, 0, { ...supplier, city: '厦门' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().value).toMatchObject({ version: 1, data: { city: '厦门' } });

    // a stale version is refused rather than overwriting the newer change
    const stale = await edit(suite.htadmin.token, row.id, 0, { city: '泉州' });
    expect(stale.statusCode).toBe(409);
    const byAdmin = await edit(suite.htadmin.token, row.id, 1, { city: '泉州' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().value).toMatchObject({ version: 2, updatedByName: '系统管理员', data: { city: '泉州', name: supplier.name } });

    expect((await suite.call({ method: 'DELETE', url: `${P.rowRemove}?id=${row.id}`, token: suite.zhangwei.token })).statusCode).toBe(200);
    expect((await suite.call({ url: `${P.rowGet}?templateKey=supplier&id=${row.id}`, token: suite.zhangwei.token })).statusCode).toBe(404);
  });

  it.each([
    [{ ...supplier, name: '' }, 'Please fill in the required field: Supplier name'],
    [{ ...supplier, phone: '12345' }, 'Phone is not a valid phone number (e.g. 13800138000 or 021-12345678)'],
    [{ ...supplier, email: 'not-mail' }, 'E-mail is not a valid e-mail address'],
    [
      { ...supplier, creditCode: '91350205MA31TQ8K2' },
      'Unified social credit code must be an 18-character unified social credit code (digits and capital letters)',
    ],
    [{ ...supplier, rating: 9 }, 'The rating must be a whole number from 1 to 5'],
    [{ ...supplier, rating: 3.5 }, 'The rating must be a whole number from 1 to 5'],
    [{ ...supplier, rating: 'many' }, 'Rating (1-5) must be a number'],
    [{ ...supplier, category: 'weapons' }, 'Category: choose one of the listed options'],
    [{ ...supplier, secret: 'x' }, 'The template has no such field: secret'],
  ])('refuses invalid data with a clear message (%#)', async (data, message) => {
    const res = await save(suite.zhangwei.token, { templateKey: 'supplier', data, draft: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers validation in the caller’s language', async () => {
    const res = await save(suite.zhangwei.token, { templateKey: 'supplier', data: { ...supplier, phone: 'x' }, draft: false }, 'zh-CN');
    expect(res.json().message).toBe('联系电话格式不正确，应为手机号或座机号（如 13800138000 或 021-12345678）');
  });

  it('keeps drafts private to their creator, without the required checks, until saved', async () => {
    const draft = await save(suite.zhaomin.token, { templateKey: 'asset', data: { assetName: '备用笔记本' }, draft: true });
    expect(draft.statusCode).toBe(200);
    const id = draft.json().value.id;
    const mine = (await suite.call({ method: 'POST', url: P.drafts, token: suite.zhaomin.token, payload: { templateKey: 'asset' } })).json()
      .value;
    expect(mine.map((r: { id: string }) => r.id)).toContain(id);
    // zhangwei's seeded draft is his, not hers
    expect(mine.every((r: { createdBy: string }) => r.createdBy === suite.zhaomin.userId)).toBe(true);
    const his = (await suite.call({ method: 'POST', url: P.drafts, token: suite.zhangwei.token, payload: { templateKey: 'asset' } })).json()
      .value;
    expect(his.map((r: { data: { assetNo: string } }) => r.data.assetNo)).toEqual(['GZ-2025-0003']);
    expect(his.map((r: { id: string }) => r.id)).not.toContain(id);

    // another user (even an admin) does not see someone's draft
    expect((await suite.call({ url: `${P.rowGet}?templateKey=asset&id=${id}`, token: suite.htadmin.token })).statusCode).toBe(404);
    expect((await save(suite.htadmin.token, { templateKey: 'asset', id, data: { assetName: 'x' }, draft: true })).statusCode).toBe(404);

    // saving it for real checks the required fields
    const incomplete = await save(suite.zhaomin.token, { templateKey: 'asset', id, data: {}, draft: false });
    expect(incomplete.statusCode).toBe(400);
    const done = await save(suite.zhaomin.token, {
      templateKey: 'asset',
      id,
      version: 0,
      data: { assetNo: 'GZ-2026-0001', assetType: 'computer', department: '研发部', status: 'idle', originalValue: '6999.456' },
      draft: false,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().value).toMatchObject({ isDraft: false, data: { assetName: '备用笔记本', originalValue: 6999.46 } });
    const after = (
      await suite.call({ method: 'POST', url: P.drafts, token: suite.zhaomin.token, payload: { templateKey: 'asset' } })
    ).json().value;
    expect(after.map((r: { id: string }) => r.id)).not.toContain(id);
    // and it cannot go back to being a draft
    expect((await save(suite.zhaomin.token, { templateKey: 'asset', id, data: {}, draft: true })).statusCode).toBe(400);
  });

  it('deletes a draft of the caller', async () => {
    const id = (await save(suite.zhaomin.token, { templateKey: 'supplier', data: { name: '草稿供应商' }, draft: true })).json().value.id;
    expect((await suite.call({ method: 'DELETE', url: `${P.rowRemove}?id=${id}`, token: suite.zhangwei.token })).statusCode).toBe(404);
    expect((await suite.call({ method: 'DELETE', url: `${P.rowRemove}?id=${id}`, token: suite.zhaomin.token })).json().value).toBe(1);
    const rows = await withForms(suite.ctx.db).selectFrom('form_template_row').select('id').where('id', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
