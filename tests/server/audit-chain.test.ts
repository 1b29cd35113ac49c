import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';
import { recordAudit, verifyAuditChain, type AuditActor } from '../../server/src/audit/index.js';

/**
 * The audit log of administration (issue 30 item 3): append-only, chained by a keyed hash; the check says whether the
 * chain holds and where it breaks.
 */
const ctx = useTestApp({ auditKey: 'a-test-key-of-the-audit-chain-0123456789' });
const actor: AuditActor = { userId: 'u_htadmin', account: 'htadmin', ip: '10.0.0.1' };

const append = (i: number) =>
  ctx.db.transaction().execute((trx) =>
    recordAudit(trx, ctx.config, actor, {
      action: 'user.update',
      targetType: 'user',
      targetId: `u${i}`,
      targetName: `用户 ${i}`,
      before: { b: 1, a: [i] },
      after: { a: [i + 1], b: 'x' },
    }),
  );

describe('the audit chain', () => {
  it('numbers concurrent appends without gaps, and the check passes', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => append(i)));
    const rows = await ctx.db.selectFrom('audit_log').select(['seq', 'before', 'prev_hash', 'hash']).orderBy('seq').execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);
    // the JSON is kept as written (its keys in their order)
    expect(rows[0].before).toMatch(/^\{"b":1,"a":\[\d+\]\}$/);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toEqual({ intact: true, entries: 12, brokenAt: null, reason: null });
  });

  it('a change that rolls back leaves no entry', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await recordAudit(trx, ctx.config, actor, { action: 'user.create', targetType: 'user', targetId: 'gone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.db.selectFrom('audit_log').select('seq').where('target_id', '=', 'gone').execute()).toEqual([]);
    expect((await verifyAuditChain(ctx.db, ctx.config)).intact).toBe(true);
  });

  it('refuses updates and deletes of entries', async () => {
    await expect(sql`update audit_log set action = 'x' where seq = 1`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where seq = 1`.execute(ctx.db)).rejects.toThrow(/append-only/);
  });

  const asSuperuser = async (statement: ReturnType<typeof sql>) => {
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(ctx.db);
    await statement.execute(ctx.db);
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(ctx.db);
  };

  it('fails at the entry a superuser changed, holds again once it is put back, and fails with another key', async () => {
    expect((await verifyAuditChain(ctx.db, { ...ctx.config, auditKey: 'another-key-of-at-least-32-characters!!' })).brokenAt).toBe('1');
    const original = await ctx.db.selectFrom('audit_log').select('after').where('seq', '=', '5').executeTakeFirstOrThrow();
    await asSuperuser(sql`update audit_log set after = '{"a":[999],"b":"x"}' where seq = 5`);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toEqual({ intact: false, entries: 5, brokenAt: '5', reason: 'changed' });
    await asSuperuser(sql`update audit_log set after = ${original.after} where seq = 5`);
    expect((await verifyAuditChain(ctx.db, ctx.config)).intact).toBe(true);
  });

  it('fails when an entry is removed at the end or in the middle', async () => {
    await asSuperuser(sql`delete from audit_log where seq = 12`);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toEqual({ intact: false, entries: 11, brokenAt: '12', reason: 'head' });
    await asSuperuser(sql`delete from audit_log where seq = 3`);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toMatchObject({ intact: false, brokenAt: '4', reason: 'gap' });
  });
});
