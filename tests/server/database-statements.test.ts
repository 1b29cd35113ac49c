import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, StatementNames } from '../../server/src/db/database.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('StatementNames', () => {
  it('names a statement the second time it is seen, and keeps that name', () => {
    const names = new StatementNames();
    const text = 'select * from wf_task where id = $1';
    expect(names.nameFor(text)).toBeNull();
    const name = names.nameFor(text);
    expect(name).toMatch(/^s\d+$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select 2')).toBeNull();
    expect(names.nameFor('select 2')).not.toBe(name);
  });

  it('never names several statements in one text, DDL or transaction control', () => {
    const names = new StatementNames();
    for (const text of [
      'create table x (id int); create index on x(id)',
      'alter table x add column y int',
      'begin',
      'commit',
      'select 1; select 2',
    ]) {
      names.nameFor(text);
      expect(names.nameFor(text)).toBeNull();
    }
    expect(names.size).toBe(0);
  });

  it('names at most maxNamed texts, and forgets the texts seen once when maxSeen is reached', () => {
    const names = new StatementNames(2, 3);
    for (const t of ['select 1', 'select 2', 'select 3']) {
      names.nameFor(t);
      names.nameFor(t);
    }
    expect(names.size).toBe(2);
    expect(names.nameFor('select 3')).toBeNull();

    const few = new StatementNames(10, 2);
    few.nameFor('select 1');
    few.nameFor('select 2');
    few.nameFor('select 3'); // the set was full: forgotten, then this one kept
    expect(few.nameFor('select 1')).toBeNull();
    expect(few.nameFor('select 3')).toMatch(/^s\d+$/);
  });
});

describe('prepared statements on a real connection', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const preparedOn = async (db: ReturnType<typeof createDatabase>['db']) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);

  it('a statement run twice is prepared once on its connection and answers as before', async () => {
    const { db } = createDatabase(ctx.url, { max: 1 });
    try {
      const read = () => db.selectFrom('uc_user').select(['account']).where('account', '=', 'lina').executeTakeFirst();
      expect(await read()).toEqual({ account: 'lina' });
      expect((await preparedOn(db)).some((s) => s.includes('from "uc_user"'))).toBe(false);
      expect(await read()).toEqual({ account: 'lina' });
      expect(await read()).toEqual({ account: 'lina' });
      expect((await preparedOn(db)).filter((s) => s.includes('from "uc_user"'))).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('prepare: false leaves every statement unnamed (for a pooler in transaction mode)', async () => {
    const { db } = createDatabase(ctx.url, { max: 1, prepare: false });
    try {
      for (let i = 0; i < 3; i++) await db.selectFrom('uc_user').select(['account']).where('account', '=', 'lina').executeTakeFirst();
      expect(await preparedOn(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('a failing prepared statement leaves the connection usable and the transaction rolled back', async () => {
    const { db } = createDatabase(ctx.url, { max: 1 });
    try {
      const insert = (on: typeof db, id: string) =>
        on.insertInto('wf_saved_opinion').values({ task_id: id, user_id: 'x', opinion: 'o' }).execute();
      // no such task: the foreign key refuses the row, each time through the same named statement
      for (let i = 0; i < 3; i++) await expect(insert(db, `missing-${i}`)).rejects.toThrow();
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.selectFrom('uc_user').select('id').where('account', '=', 'lina').execute();
          await insert(trx, 'missing-again');
        }),
      ).rejects.toThrow();
      expect(await db.selectFrom('uc_user').select(['account']).where('account', '=', 'lina').executeTakeFirst()).toEqual({
        account: 'lina',
      });
    } finally {
      await db.destroy();
    }
  });
});
