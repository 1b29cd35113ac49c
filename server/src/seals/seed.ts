import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { hashPassword } from '../identity/passwords.js';
import { addFrontMenuItem } from '../portal/menus/seed-menu.js';
import { storeFile, type FileDeps } from '../files/index.js';
import { withSeals } from './tables.js';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../assets/seals');

/** The demo seals: one password for all of them (docs: Seal@2026); zhangwei's may also be used secret-free. */
export const DEMO_SEAL_PASSWORD = 'Seal@2026';
const DEMO_SEALS = [
  { id: 'seal_demo_lina', account: 'lina', name: '研发部审批专用章', secretFree: false, image: 'lina.png' },
  { id: 'seal_demo_zhangwei', account: 'zhangwei', name: '张伟之印', secretFree: true, image: 'zhangwei.png' },
  { id: 'seal_demo_htadmin', account: 'htadmin', name: '合同专用章', secretFree: false, image: 'htadmin.png' },
] as const;

/**
 * Once per database (its own app_meta key, so a database seeded before seals existed gets them, and a removed demo
 * seal does not come back): the demo seals, without pictures (the pictures are files, stored by startServer after
 * seeding: storeDemoSealImages), and the seal administration's menu item when the menu predates it.
 */
export async function seedSeals(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'seal_seed'`.execute(db);
  if (done.rows.length) return;
  const users = await db
    .selectFrom('uc_user')
    .select(['id', 'account'])
    .where(
      'account',
      'in',
      DEMO_SEALS.map((s) => s.account),
    )
    .execute();
  const ids = new Map(users.map((u) => [u.account, u.id]));
  const rows = [];
  for (const s of DEMO_SEALS) {
    const ownerId = ids.get(s.account);
    if (ownerId)
      rows.push({ id: s.id, name: s.name, ownerId, passwordHash: await hashPassword(DEMO_SEAL_PASSWORD), secretFree: s.secretFree });
  }
  await insertDemoSeals(db, rows);
  await addFrontMenuItem(db, 'flowAdmin', 'seals');
  await sql`insert into app_meta (key, value) values ('seal_seed', ${new Date().toISOString()})`.execute(db);
}

/**
 * The demo seals' pictures, stored as files of the server's storage the first time a server starts on a database
 * whose demo seals have none (the bytes live beside the database, in the data folder, not in it).
 */
export async function storeDemoSealImages(deps: FileDeps): Promise<number> {
  const missing = await sealsWithoutImage(
    deps.db,
    DEMO_SEALS.map((s) => s.id),
  );
  for (const seal of missing) {
    const demo = DEMO_SEALS.find((s) => s.id === seal.id)!;
    const bytes = fs.readFileSync(path.join(ASSETS, demo.image));
    // the system's file, not the owner's: the owner sees it as the seal's picture, while the seal is theirs
    await storeFile(deps, { ownerId: null, fileName: `${demo.name}.png`, contentType: 'image/png', bytes }, (trx, file) =>
      setSealImage(trx, seal.id, file.id),
    );
  }
  return missing.length;
}

/** Seals among `ids` that have no picture (the demo seals before their pictures are stored). */
async function sealsWithoutImage(db: Database, ids: string[]) {
  if (!ids.length) return [];
  return withSeals(db).selectFrom('seal').select(['id']).where('id', 'in', ids).where('image_file_id', 'is', null).execute();
}

async function setSealImage(db: Database, id: string, fileId: string): Promise<void> {
  await withSeals(db).updateTable('seal').set({ image_file_id: fileId }).where('id', '=', id).where('image_file_id', 'is', null).execute();
}

async function insertDemoSeals(
  db: Database,
  rows: { id: string; name: string; ownerId: string; passwordHash: string; secretFree: boolean }[],
): Promise<void> {
  if (!rows.length) return;
  await withSeals(db)
    .insertInto('seal')
    .values(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        owner_id: r.ownerId,
        image_file_id: null,
        password_hash: r.passwordHash,
        secret_free: r.secretFree,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
