import type { Database } from '../../db/database.js';

/** The definition's watermark, else the default one (no definition key), else none. */
export async function watermarkFor(db: Database, defKey: string) {
  return (
    (await db.selectFrom('wf_watermark').selectAll().where('def_key', '=', defKey).executeTakeFirst()) ??
    (await db.selectFrom('wf_watermark').selectAll().where('def_key', 'is', null).executeTakeFirst())
  );
}
